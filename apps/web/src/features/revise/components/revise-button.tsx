import type { DestinationKey } from '@app/shared';
import { editsRemainingText, MAX_PLAN_EDITS, MSG, type PlanRecord } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { requestRevision, saveRevision } from '../api/revise-destination.ts';
import { ReviseModal } from './revise-modal.tsx';

export interface ReviseButtonProps {
  plan: PlanRecord;
  planKey: DestinationKey;
  location: string;
  onRevised: (plan: PlanRecord) => void;
}

/**
 * The owner's edit control on one destination of a purchased plan. Two edits per plan
 * (docs/decisions/0014): hidden once they are used; the server holds the same rule.
 */
export function ReviseButton({ plan, planKey, location, onRevised }: ReviseButtonProps) {
  const [open, setOpen] = useState(false);
  if (!plan.is_owner || !plan.is_paid || plan.modified_count >= MAX_PLAN_EDITS) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`Edit your plan for ${location}`}
      >
        Edit
      </Button>
      <ReviseModal
        variant="user"
        location={location}
        remainingText={editsRemainingText(plan.modified_count)}
        open={open}
        onOpenChange={setOpen}
        onSubmit={async (feedback) => {
          const revised = await requestRevision(plan.plan_id, planKey, feedback);
          if (!revised?.location) throw new Error(MSG.revisionMissingLocation);
          onRevised(await saveRevision(plan.plan_id, planKey, revised));
        }}
      />
    </>
  );
}
