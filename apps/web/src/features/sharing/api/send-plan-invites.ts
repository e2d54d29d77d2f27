import type { SendPlanInvitesBody, SendPlanInvitesResponse } from '@app/shared';
import { api } from '../../../lib/api.ts';

export interface InviteInput {
  emails: string[];
  planId: number;
  destination: string;
  senderName: string;
  senderEmail: string;
  imageUrl: string | null;
}

/**
 * POST /api/emails/send-plan-invites-resend with the spec's body. The server mails only
 * addresses the plan is shared with, using the signed-in owner and the stored plan.
 */
export function sendPlanInvites(input: InviteInput) {
  const body: SendPlanInvitesBody = {
    emails: input.emails,
    planData: { planID: input.planId, destination: input.destination },
    senderName: input.senderName,
    senderEmail: input.senderEmail,
    imageUrl: input.imageUrl,
  };
  return api.post<SendPlanInvitesResponse>('/api/emails/send-plan-invites-resend', body);
}
