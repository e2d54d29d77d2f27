import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useClientValue } from '../../../lib/use-client-value.ts';
import {
  acceptAnalytics,
  markBannerSeen,
  optOutOfAnalytics,
  shouldShowBanner,
} from '../analytics.ts';
import styles from './cookie-banner.module.css';

/** The home page's cookie banner (journey-and-accounts §2, §4). */
export function CookieBanner() {
  // The prerendered home page shows the banner (a first visit); the cookies decide after that.
  const wanted = useClientValue(shouldShowBanner, true);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed) return null;
  const act = (action: () => void) => () => {
    action();
    setDismissed(true);
  };
  return (
    <section className={styles.banner} aria-label="Cookie consent">
      <p className={styles.text}>
        We use essential cookies to keep you signed in and, with your consent, analytics cookies to
        learn how visitors use the site.{' '}
        <Link to={ROUTES.privacy} onClick={markBannerSeen}>
          Learn more<span className="visually-hidden"> about cookies</span>
        </Link>
      </p>
      <div className={styles.actions}>
        <Button size="small" onClick={act(acceptAnalytics)}>
          Accept
        </Button>
        <Button size="small" variant="secondary" onClick={act(optOutOfAnalytics)}>
          Opt out
        </Button>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Close cookie banner"
        onClick={act(markBannerSeen)}
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
