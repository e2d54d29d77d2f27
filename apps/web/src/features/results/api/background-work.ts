import type { KnownFormData, PlanRecord, UnknownFormData } from '@app/shared';
import { api } from '../../../lib/api.ts';
import { fetchThumbnails } from '../../plan-view/api/thumbnails.ts';
import { locationOf, normaliseDestination } from '../../plan-view/index.ts';
import type { ResultsKind } from './generate-plan.ts';

export interface BackgroundInput {
  kind: ResultsKind;
  plan: PlanRecord;
  form: KnownFormData | UnknownFormData;
  destination: Record<string, unknown>;
  firstName: string;
  /** Receives a newer plan record (thumbnails) as soon as one arrives. */
  onPlan: (plan: PlanRecord) => void;
}

/** PUT /api/plans/check-cached-image: a non-OK answer counts as "not cached". */
async function hasCachedImage(planId: number, location: string): Promise<boolean> {
  try {
    const result = await api.put<{ cached?: boolean }>('/api/plans/check-cached-image', {
      destination: normaliseDestination(location),
      plan_id: planId,
      photos_param: 'photos_first_destination',
    });
    return Boolean(result?.cached);
  } catch {
    return false;
  }
}

/**
 * The work that follows a saved plan (plans-payments-admin §4): a cached first image if one
 * exists, otherwise the server's background job; thumbnails; and for the unknown type the
 * second destination and comparison (fire and forget). The jobs are durable on the server;
 * the page hears about their results through live updates. Errors are only logged.
 */
export async function startBackgroundWork(input: BackgroundInput): Promise<void> {
  const { kind, plan, form, destination, firstName, onPlan } = input;
  const location = locationOf(plan) ?? '';
  const planId = plan.plan_id;
  const log = (what: string) => (error: unknown) => console.warn(`${what} failed`, error);

  const cached = await hasCachedImage(planId, location);
  if (cached) {
    await api.get(`/api/plans/return-plan-image-url/${planId}`).catch(log('Cached image'));
  }
  if (kind === 'known') {
    if (!cached) {
      await api
        .post('/api/process-remaining-calls-known', {
          planId,
          userId: plan.user_id,
          destinationData: destination,
        })
        .catch(log('Image job'));
    }
  } else {
    void api
      .post('/api/process-remaining-calls', {
        planId,
        userId: plan.user_id,
        tripData: form,
        firstDestination: location,
        firstName,
        firstDestinationOverview:
          typeof destination.overview === 'string' ? destination.overview : '',
      })
      .catch(log('Second destination job'));
  }
  const fresh = await fetchThumbnails(planId, location, 'destination').catch(log('Thumbnails'));
  if (fresh) onPlan(fresh);
}
