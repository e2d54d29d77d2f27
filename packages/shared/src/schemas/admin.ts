import { z } from 'zod';
import { PLAN_TYPES } from '../constants.ts';
import { emailSchema } from './auth.ts';
import { planIdField } from './plan-api.ts';
import { saveRevisionBody } from './plan-work.ts';

/** Staff lists page through plans this many at a time. */
export const ADMIN_PAGE_SIZE = 25;

export const auditEntry = z.object({
  id: z.number(),
  action: z.enum(['view', 'download', 'revision-request', 'revise']),
  staff_email: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /admin/plans/plan-audit/{id}: every staff action on one plan, newest first, paged. */
export const adminAuditResponse = z.object({
  total: z.number(),
  entries: z.array(auditEntry),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;

/** A plan in the staff lists (plans-payments-admin §2 "Admin plans screen"). */
export const adminPlanItem = z.object({
  id: z.number(),
  plan_id: z.number(),
  user_id: z.number(),
  user_email: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  is_paid: z.boolean(),
  /** A formatted date string; the part before the first comma is shown. */
  created_at: z.string(),
  plan_data: z.object({
    destination: z.object({ location: z.string() }),
    second_destination: z.object({ location: z.string() }).optional(),
  }),
  photos_first_destination: z.array(z.string()),
  modified_count: z.number(),
  /** The newest staff actions on this plan, newest first. */
  audit: z.array(auditEntry),
});
export type AdminPlanItem = z.infer<typeof adminPlanItem>;

/** A page number from the query: canonical decimal only ("2", not "02", "2e0" or "0x2"), as ids are. */
export const adminPageQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'Not a valid page number.')
    .transform(Number)
    .pipe(z.number().max(100_000, 'Not a valid page number.'))
    .optional()
    .default(1),
});

/** GET /admin/plans/most-recent-plans: `total` counts every plan ever created. */
export const adminRecentResponse = z.object({
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  plansFormattedDates: z.array(adminPlanItem),
});
export type AdminRecentResponse = z.infer<typeof adminRecentResponse>;

export const adminSearchIdParams = z.object({ id: planIdField });
export const adminSearchIdResponse = z.array(adminPlanItem);

export const adminSearchEmailParams = z.object({ email: emailSchema });
export const adminSearchEmailResponse = z.object({
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  plansFormattedDates: z.array(adminPlanItem),
});
export type AdminSearchEmailResponse = z.infer<typeof adminSearchEmailResponse>;

/** PATCH /admin/plans/update-destination and update-second-destination: the owner's shape. */
export const adminSaveRevisionBody = saveRevisionBody;
