import { ApiError } from '../../../lib/api.ts';

/**
 * GET /api/plans/{id}/calendar.ics: the itinerary as a calendar file and its name. Any answer
 * but a calendar file is an ApiError (a 429's or 404's JSON body must never be saved as the
 * file).
 */
export async function fetchPlanCalendar(planId: number): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/plans/${planId}/calendar.ics`, {
      credentials: 'same-origin',
      headers: { accept: 'text/calendar' },
    });
  } catch {
    throw new ApiError(0, 'Network request failed');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/calendar')) {
    throw new ApiError(response.status, 'Calendar download failed');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = disposition.match(/filename="([^"]+)"/)?.[1] ?? `travel-plan-${planId}.ics`;
  return { blob: await response.blob(), fileName };
}
