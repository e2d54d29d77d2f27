import { z } from 'zod';

/** GET /api/public-config: what the browser needs to know about this installation. */
export const publicConfigResponse = z.object({
  productName: z.string(),
  analyticsId: z.string().nullable(),
  paymentsProvider: z.enum(['local', 'stripe']),
  stripePublishableKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

/** POST /api/feedback (the feedback page). */
export const feedbackBody = z.object({
  email: z.string().trim().max(254).optional().default(''),
  feedback: z
    .string()
    .trim()
    .min(1, { error: 'Please write your feedback before sending.' })
    .max(5000),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

/** The local image provider's artwork URLs (hidden routes; only `<img>` tags call them). */
export const artworkQuery = z.object({
  i: z.string().optional(),
  v: z.string().optional(),
  /** 1: without the name set in the picture (a page that names the place beside it). */
  plain: z.string().optional(),
});
export const destinationArtworkParams = z.object({ slug: z.string() });
export const placeArtworkParams = z.object({ dest: z.string(), slug: z.string() });
