/**
 * `npm run bench pdf`: how long the server takes to make the PDF of a paid 7-day plan of each
 * type (artwork included), through the same presenter and renderer the route uses.
 * Budget (DESIGN.md): under 1 s. Reported as p50/p95 over repeated runs, after a warm-up.
 */
import { performance } from 'node:perf_hooks';
import { planKnown, recommendUnknownFirst, recommendUnknownSecond } from '@app/planner';
import { knownFormData, unknownFormData } from '@app/shared';
import { planPdf } from '../../apps/server/src/services/plan-export.ts';
import type { PlanRow } from '../../apps/server/src/services/plans.ts';

const RUNS = 30;
const today = new Date('2026-11-24T12:00:00Z');

function row(
  planType: PlanRow['planType'],
  planData: PlanRow['planData'],
  extra: Partial<PlanRow> = {},
): PlanRow {
  return {
    id: 1000,
    userId: 1,
    planType,
    planData,
    formData: knownFormData.parse({ destination: 'x', departingFrom: 'y', plansSoFar: 'z' }),
    isPaid: true,
    sharedPublicly: false,
    photosFirstDestination: ['/images/art/destination/lisbon-portugal.svg?v=1'],
    photosSecondDestination: [],
    comparisonDataUnknown: null,
    modifiedCount: 0,
    modifiedFirstDestinationCount: 0,
    modifiedSecondDestinationCount: 0,
    lastViewed: null,
    thumbnailsDueAt: null,
    createdAt: today,
    ...extra,
  };
}

const knownForm = knownFormData.parse({
  destination: 'Lisbon, Portugal',
  departingFrom: 'London',
  datesTraveling: 'June 3-9, 7 days',
  plansSoFar: 'Flights booked; we love food, tiles and viewpoints.',
});
const unknownForm = unknownFormData.parse({
  travelMotivation: 'Warm beaches, great seafood and a little history',
  travelTimeline: 'September',
  travelLengthDays: 7,
  departingFrom: 'London',
});
const known = planKnown(knownForm, { today }).destination;
const first = recommendUnknownFirst(unknownForm, { today }).destination;
const second = recommendUnknownSecond(unknownForm, first.location, { today });
const cases = {
  known: row('DESTINATION_KNOWN', { destination: known } as PlanRow['planData']),
  unknown: row(
    'DESTINATION_UNKNOWN',
    { destination: first, second_destination: second.destination } as PlanRow['planData'],
    { comparisonDataUnknown: second.comparison },
  ),
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

for (const [name, plan] of Object.entries(cases)) {
  await planPdf({ row: plan, full: true, isOwner: true }); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const { pdf } = await planPdf({ row: plan, full: true, isOwner: true });
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const days = plan.planData.destination.itinerary.length;
  console.log(
    `${name}: ${days}-day plan, ${(bytes / 1024).toFixed(0)} KiB PDF: p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms (budget 1000 ms)`,
  );
}
