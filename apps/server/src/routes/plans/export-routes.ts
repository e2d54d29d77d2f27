import { MSG, pdfKnownBody, pdfUnknownBody, planIdParams } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { presentPlan } from '../../presenters/plan.ts';
import { planCalendar } from '../../services/plan-calendar.ts';
import { planPdf } from '../../services/plan-export.ts';
import { errorResponses } from '../schemas.ts';
import { HOUR, type RouteDeps, typed } from '../types.ts';
import { planFor, planRoute } from './plan-access.ts';

/**
 * Downloads for anyone who can see the plan: the PDF (plans-payments-admin §2, §4 "PDF", §7)
 * and the itinerary as a calendar file. Both hold what the reader may see (a preview until paid).
 */
export async function exportRoutes(app: FastifyInstance, { ctx, limits }: RouteDeps) {
  const r = typed(app);
  const pdfLimit = limits.perIp('pdf-ip', 60, HOUR);
  // Its own budget: calendar files are cheap, and downloading them must not use up the PDFs.
  const calendarLimit = limits.perIp('calendar-ip', 60, HOUR);

  async function sendPdf(request: FastifyRequest, reply: FastifyReply, planId: number | undefined) {
    if (planId === undefined) throw new AppError('VALIDATION_FAILED', MSG.revisionMissingPlanId);
    const access = await planFor(ctx, request, planId, 'download');
    const { pdf, fileName } = await planPdf(access);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  }

  r.post(
    '/api/pdf/generate-pdf-known',
    {
      schema: { tags: ['plans'], body: pdfKnownBody, response: errorResponses },
      preHandler: [pdfLimit],
      config: planRoute('download'),
    },
    (request, reply) => sendPdf(request, reply, request.body.plan.id ?? request.body.plan.plan_id),
  );

  r.post(
    '/api/pdf/generate-pdf-unknown',
    {
      schema: { tags: ['plans'], body: pdfUnknownBody, response: errorResponses },
      preHandler: [pdfLimit],
      config: planRoute('download'),
    },
    (request, reply) => sendPdf(request, reply, request.body.plan_id),
  );

  r.get(
    '/api/plans/:id/calendar.ics',
    {
      schema: { tags: ['plans'], params: planIdParams },
      preHandler: [calendarLimit],
      config: planRoute('download'),
    },
    async (request, reply) => {
      const access = await planFor(ctx, request, request.params.id, 'download');
      const record = presentPlan(access.row, access);
      const ics = await planCalendar(record, { form: access.row.formData, today: ctx.clock.now() });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="travel-plan-${record.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
