import type { PlanRecord } from '@app/shared';
import { ApiError } from '../../../lib/api.ts';

/**
 * POST /api/pdf/generate-pdf-known ({ plan }) or -unknown ({ plan_data, imgURL, plan_id }):
 * the spec's bodies; the server prints its stored plan as this viewer may see it.
 */
export async function fetchPlanPdf(plan: PlanRecord): Promise<{ blob: Blob; fileName: string }> {
  const known = plan.plan_type === 'DESTINATION_KNOWN';
  const response = await fetch(
    known ? '/api/pdf/generate-pdf-known' : '/api/pdf/generate-pdf-unknown',
    {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/pdf' },
      body: JSON.stringify(
        known
          ? { plan }
          : {
              plan_data: plan.plan_data,
              imgURL: plan.photos_first_destination[0] ?? null,
              plan_id: plan.plan_id,
            },
      ),
    },
  );
  if (!response.ok) throw new ApiError(response.status, 'PDF generation failed');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = disposition.match(/filename="([^"]+)"/)?.[1] ?? 'travel-plan.pdf';
  return { blob: await response.blob(), fileName };
}
