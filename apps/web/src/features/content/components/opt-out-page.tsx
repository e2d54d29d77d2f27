import { MSG } from '@app/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { optOutOfAnalytics } from '../../consent/index.ts';
import { ContentPage } from './content-page.tsx';

/** /opt-out: consent cookie false (year 9999) and analytics storage denied. */
export function OptOutPage() {
  const [done, setDone] = useState(false);
  return (
    <ContentPage
      title="Opt out of analytics"
      description="Stop analytics tracking on this site while keeping essential cookies."
    >
      <p>
        Opting out stops analytics tracking on this site. Essential cookies, such as the one that
        keeps you logged in, keep working.
      </p>
      {done ? (
        <Alert tone="success">{MSG.optedOut}</Alert>
      ) : (
        <Button
          onClick={() => {
            optOutOfAnalytics();
            setDone(true);
          }}
        >
          Opt out
        </Button>
      )}
    </ContentPage>
  );
}
