import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../auth/api/current-user.ts';
import { ShareModal, type SharePlanTarget } from './share-modal.tsx';

/**
 * "Share" for the owner of a purchased plan (plans-payments-admin §6: people a plan is shared
 * with cannot re-share; the server refuses them too). Renders nothing for anyone else.
 */
export function ShareButton({
  target,
  canShare,
  size = 'medium',
}: {
  target: SharePlanTarget;
  canShare: boolean;
  size?: 'medium' | 'small';
}) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!canShare || !user) return null;
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={`Share your plan for ${target.title}`}
      >
        Share
      </Button>
      <ShareModal
        target={target}
        owner={{ email: user.email, firstName: user.firstName }}
        open={open}
        onOpenChange={setOpen}
        // The /me lists show who a plan is shared with.
        onShared={() => void queryClient.invalidateQueries({ queryKey: ['plans'] })}
      />
    </>
  );
}
