import {
  type KnownFormData,
  MSG,
  type PlanEnvelope,
  type PlanRecord,
  type PlanType,
  type PreviewDestination,
  recommendationResponse,
  TIMINGS,
  type UnknownFormData,
} from '@app/shared';
import { ApiError, api, apiRequest } from '../../../lib/api.ts';

export type ResultsKind = 'known' | 'unknown';

/** An error whose message is the user-facing text of the error catalogue (§8). */
export class ResultsError extends Error {
  override name = 'ResultsError';
}

const RETRY_STATUSES = new Set([500, 503, 529]);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

const ENDPOINTS: Record<ResultsKind, string> = {
  known: '/api/geminiAPI/recommendation-known-gemini',
  unknown: '/api/geminiAPI/recommendation-unknown-first-gemini',
};

/**
 * Asks for the (first) destination. Overloaded answers (500, 503, 529) are retried up to 3
 * times, 5 s apart, then "Service temporarily unavailable"; other failures have their own
 * texts, and an unknown destination carries the server's own message.
 */
export async function requestRecommendation(
  kind: ResultsKind,
  body: (KnownFormData | UnknownFormData) & { firstName: string },
  signal: AbortSignal,
): Promise<PreviewDestination> {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await apiRequest<unknown>(ENDPOINTS[kind], { method: 'POST', body, signal });
      signal.throwIfAborted();
      // Read with the schema the server answers with: anything else is not a plan.
      const parsed = recommendationResponse.safeParse(result);
      if (!parsed.success) throw new ResultsError(MSG.invalidRecommendation);
      return parsed.data.destination;
    } catch (error) {
      if (error instanceof ResultsError || signal.aborted) throw error;
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (!(error instanceof ApiError)) throw new ResultsError(MSG.unexpected);
      if (RETRY_STATUSES.has(error.status)) {
        if (attempt >= TIMINGS.recommendationMaxRetries) {
          throw new ResultsError(MSG.serviceUnavailable);
        }
        await sleep(TIMINGS.recommendationRetryMs, signal);
        continue;
      }
      if (error.status === 422 && error.serverMessage) throw new ResultsError(error.serverMessage);
      throw new ResultsError(MSG.recommendationFailed);
    }
  }
}

export const PLAN_TYPE_OF: Record<ResultsKind, PlanType> = {
  known: 'DESTINATION_KNOWN',
  unknown: 'DESTINATION_UNKNOWN',
};

/** POST /api/users/plan: the server takes the owner from the session. */
export async function savePlan(
  kind: ResultsKind,
  destination: PreviewDestination,
  formData: KnownFormData | UnknownFormData,
): Promise<PlanRecord> {
  let result: PlanEnvelope | undefined;
  try {
    result = await api.post<PlanEnvelope>('/api/users/plan', {
      plan_data: { destination },
      plan_type: PLAN_TYPE_OF[kind],
      form_data: formData,
    });
  } catch (error) {
    console.error('Saving the plan failed', error);
    throw new ResultsError(MSG.failedToSavePlanDb);
  }
  if (!result?.plan) throw new ResultsError(MSG.failedToSavePlan);
  return result.plan;
}
