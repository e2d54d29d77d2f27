import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { planIdField } from './plan-api.ts';

/** Invitations per plan: enough for a family or a group trip, too few to use us for mailing lists. */
export const MAX_SHARES_PER_PLAN = 20;

/** An address to share with: the one e-mail rule, stored lower-case. */
export const shareEmail = emailSchema.transform((value) => value.toLowerCase());

/** GET /api/users/plan-shared-users/{planID}: the addresses the plan is shared with. */
export const sharedUsersResponse = z.array(z.string());

/**
 * GET /api/plans/{id}/invitations (not in the spec; the share modal's list): each address the
 * plan is shared with and where its invitation stands. 'opened': someone opened the link and
 * reads the plan; 'sent': mailed, not opened yet; 'not-sent': on the list, never mailed (the
 * mail failed or was never asked for).
 */
export const invitationStatus = z.enum(['opened', 'sent', 'not-sent']);
export type InvitationStatus = z.infer<typeof invitationStatus>;
export const planInvitationsResponse = z.object({
  invitations: z.array(z.object({ email: z.string(), status: invitationStatus })),
});
export type PlanInvitationsResponse = z.infer<typeof planInvitationsResponse>;

/** POST /api/users/share-plan-users */
export const sharePlanUsersBody = z.object({
  plan_id: planIdField,
  emails: z.array(shareEmail).min(1).max(MAX_SHARES_PER_PLAN),
});
export const sharePlanUsersResponse = z.object({
  message: z.string(),
  shared_with: sharedUsersResponse,
});
export type SharePlanUsersResponse = z.infer<typeof sharePlanUsersResponse>;

/** DELETE /api/users/remove-shared-user */
export const removeSharedUserBody = z.object({ plan_id: planIdField, email: shareEmail });

/**
 * POST /api/emails/send-plan-invites-resend. The spec's client also sends the sender, the
 * destination and an image; the server uses the signed-in owner and the stored plan instead.
 */
export const sendPlanInvitesBody = z.looseObject({
  emails: z.array(shareEmail).min(1).max(MAX_SHARES_PER_PLAN),
  planData: z.looseObject({
    planID: planIdField,
    /** Sent by the spec's client; the mail names the stored plan's places instead. */
    destination: z.string().max(500).optional(),
  }),
  /** Sent by the spec's client and ignored: the sender is the signed-in owner. */
  senderName: z.string().max(200).optional(),
  senderEmail: z.string().max(254).optional(),
  imageUrl: z.string().max(2000).nullable().optional(),
});
export type SendPlanInvitesBody = z.input<typeof sendPlanInvitesBody>;
export const sendPlanInvitesResponse = z.object({ success: z.boolean(), message: z.string() });
export type SendPlanInvitesResponse = z.infer<typeof sendPlanInvitesResponse>;

/** POST /api/plans/{id}/accept-invite: the token from the invitation link. */
export const acceptInviteBody = z.object({ token: z.string().min(20).max(200) });
export const acceptInviteResponse = z.object({ plan_id: z.number() });
