import { z } from 'zod';
import {
  type DestinationKey,
  destinationKey,
  knownDestination,
  unknownDestination,
} from './plan.ts';
import { planIdField, planRecord, specPlanIdField } from './plan-api.ts';

/**
 * The calls the results and plan pages make after saving (plans-payments-admin §4, §7). The
 * spec's client also sends userId, tripData, the first destination and so on: the server
 * uses the stored plan and its own copy of the answers instead.
 */
export const remainingCallsBody = z.looseObject({ planId: planIdField });
export const remainingCallsResponse = z.object({ queued: z.boolean() });
export const remainingKnownResponse = z.object({
  queued: z.boolean(),
  imageUrl: z.string().nullable(),
});

/** PUT /api/plans/check-cached-image */
export const checkCachedImageBody = z.object({
  destination: z.string().max(300),
  plan_id: planIdField,
  photos_param: z.string().max(100).optional(),
});
export const checkCachedImageResponse = z.object({
  cached: z.boolean(),
  imageUrl: z.string().nullable(),
});

/** GET /api/plans/return-plan-image-url/{planId} */
export const planImageParams = z.object({ planId: planIdField });
export const planImageResponse = z.object({ imageURL: z.string().nullable() });

/** POST /api/google-places-api/get-thumbnail-images */
export const thumbnailsBody = z.object({
  destination: z.string().max(300).optional(),
  planId: planIdField,
  destination_type: destinationKey.default('destination'),
});
export const thumbnailsResponse = z.object({ success: z.boolean(), plan: planRecord });
export type ThumbnailsResponse = z.infer<typeof thumbnailsResponse>;

/** GET /api/plans/get-public-share-status/{id} and PATCH update-public-share-status */
export const publicShareStatus = z.object({ shared_publicly: z.boolean() });
export type PublicShareStatus = z.infer<typeof publicShareStatus>;
export const updatePublicShareBody = z.object({ plan_id: planIdField, status: z.boolean() });

/**
 * PATCH /api/users/plan-update-destination and -second-destination: the revised destination
 * the revision call answered with (checked against the server's draft of it).
 */
const revisedDestination = z.union([knownDestination, unknownDestination]);
export const saveRevisionBody = {
  destination: z.object({ plan_id: specPlanIdField, destination: revisedDestination }),
  second_destination: z.object({
    plan_id: specPlanIdField,
    second_destination: revisedDestination,
  }),
} as const;
type SaveRevisionBody = z.infer<(typeof saveRevisionBody)[DestinationKey]>;
/** The revised destination a save-revision body carries, whichever destination it is for. */
export function revisedDestinationOf(body: SaveRevisionBody) {
  return 'destination' in body ? body.destination : body.second_destination;
}

/**
 * POST /api/pdf/generate-pdf-known ({ plan }) and -unknown ({ plan_data, imgURL }). The server
 * prints its stored plan, never the body's: it only needs the id (the unknown call's body
 * has none in the spec, so the web sends plan_id beside it).
 */
const optionalSpecId = specPlanIdField.optional();
export const pdfKnownBody = z.looseObject({
  plan: z.looseObject({ id: optionalSpecId, plan_id: optionalSpecId }),
});
export const pdfUnknownBody = z.looseObject({ plan_id: optionalSpecId });
