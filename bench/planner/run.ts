/**
 * Planner benchmark: every written persona plus variations (a few hundred requests), timed per
 * plan, each plan scored by the quality checker. Prints latency percentiles and the pass rate per
 * constraint. With --strict, exits non-zero when a hard constraint is below 100% or p95 >= 20 ms.
 * Run: node_modules/.bin/tsx bench/planner/run.ts [--strict]
 */
import {
  type KnownFormData,
  knownFormData,
  type PlanDestination,
  type PlanType,
  type UnknownFormData,
  unknownFormData,
} from '@app/shared';
import {
  checkPlan,
  PlannerError,
  planKnown,
  recommendUnknownFirst,
  recommendUnknownSecond,
  warmGazetteer,
} from '../../packages/planner/src/index.ts';
import { type Persona, personas } from '../personas/index.ts';

const P95_TARGET_MS = 20;
const TODAY = new Date('2026-03-01T00:00:00Z');

type Variation = { name: string; known: Partial<KnownFormData>; unknown: Partial<UnknownFormData> };
const VARIATIONS: Variation[] = [
  { name: 'as written', known: {}, unknown: {} },
  { name: 'short trip', known: { datesTraveling: '2 days' }, unknown: { travelLengthDays: 2 } },
  {
    name: 'long, packed',
    known: { datesTraveling: 'two weeks', dayStructurePreferences: ['Action-packed'] },
    unknown: { travelLengthDays: 14 },
  },
  {
    name: 'vegetarian',
    known: { dietaryRestrictions: 'vegetarian' },
    unknown: { dietaryRestrictions: 'vegetarian' },
  },
  {
    name: 'wheelchair',
    known: { accessibilityNeeds: true },
    unknown: { accessibilityNeeds: true },
  },
  {
    name: 'with kids',
    known: { otherTravelers: 'my partner and our kids (4 and 7)' },
    unknown: { otherTravelers: 'my partner and our kids (4 and 7)' },
  },
];

interface Sample {
  persona: string;
  variation: string;
  ms: number;
  planType: PlanType;
  form: KnownFormData | UnknownFormData;
  destination?: PlanDestination;
  error?: string;
}

function run(p: Persona, v: Variation): Sample[] {
  if (p.planType === 'DESTINATION_KNOWN') {
    const form = knownFormData.parse({ ...p.form, ...v.known });
    const t = performance.now();
    try {
      const r = planKnown(form, { today: TODAY });
      return [
        {
          persona: p.id,
          variation: v.name,
          ms: performance.now() - t,
          planType: p.planType,
          form,
          destination: r.destination,
        },
      ];
    } catch (e) {
      const ms = performance.now() - t;
      const error = e instanceof PlannerError ? e.code : String(e);
      return [{ persona: p.id, variation: v.name, ms, planType: p.planType, form, error }];
    }
  }
  const form = unknownFormData.parse({ ...p.form, ...v.unknown });
  const t1 = performance.now();
  const first = recommendUnknownFirst(form, { today: TODAY });
  const ms1 = performance.now() - t1;
  const t2 = performance.now();
  const second = recommendUnknownSecond(form, first.destinationId, { today: TODAY });
  const ms2 = performance.now() - t2;
  return [
    {
      persona: p.id,
      variation: v.name,
      ms: ms1,
      planType: p.planType,
      form,
      destination: first.destination,
    },
    {
      persona: `${p.id}/2nd`,
      variation: v.name,
      ms: ms2,
      planType: p.planType,
      form,
      destination: second.destination,
    },
  ];
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function main(): void {
  const strict = process.argv.includes('--strict');
  const t0 = performance.now();
  warmGazetteer();
  const warmMs = performance.now() - t0;
  // One untimed pass so JIT warm-up is not counted as planner latency.
  for (const p of personas.slice(0, 6)) run(p, VARIATIONS[0] as Variation);

  const samples: Sample[] = [];
  for (const v of VARIATIONS) for (const p of personas) samples.push(...run(p, v));

  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const max = times[times.length - 1] ?? 0;

  const stats = new Map<
    string,
    { hard: boolean; applicable: number; passed: number; failures: string[] }
  >();
  for (const s of samples) {
    if (!s.destination) continue;
    const report = checkPlan({
      planType: s.planType,
      form: s.form,
      destination: s.destination,
      opts: { today: TODAY },
    });
    for (const c of report.constraints) {
      const row = stats.get(c.name) ?? { hard: c.hard, applicable: 0, passed: 0, failures: [] };
      if (c.applicable) {
        row.applicable++;
        if (c.pass) row.passed++;
        else if (row.failures.length < 3)
          row.failures.push(`${s.persona} (${s.variation}): ${c.reason}`);
      }
      stats.set(c.name, row);
    }
  }
  const errors = samples.filter((s) => s.error);

  console.log(
    `\nPlanner benchmark: ${personas.length} personas x ${VARIATIONS.length} variations = ${samples.length} plans`,
  );
  console.log(`Gazetteer load (once, not counted): ${warmMs.toFixed(0)} ms`);
  console.log(
    `Latency per plan: p50 ${p50.toFixed(2)} ms | p95 ${p95.toFixed(2)} ms | max ${max.toFixed(2)} ms (target p95 < ${P95_TARGET_MS} ms)`,
  );
  console.log(
    `Expected errors (unknown places): ${errors.length} (${[...new Set(errors.map((e) => `${e.persona}: ${e.error}`))].join(', ') || 'none'})\n`,
  );
  console.log(
    `${'constraint'.padEnd(24)} ${'kind'.padEnd(5)} ${'applies'.padStart(7)} ${'passed'.padStart(7)} ${'rate'.padStart(8)}`,
  );
  console.log('-'.repeat(56));
  let hardBelow = false;
  for (const [name, row] of stats) {
    const rate = row.applicable ? (100 * row.passed) / row.applicable : 100;
    if (row.hard && rate < 100) hardBelow = true;
    console.log(
      `${name.padEnd(24)} ${(row.hard ? 'hard' : 'soft').padEnd(5)} ${String(row.applicable).padStart(7)} ${String(row.passed).padStart(7)} ${`${rate.toFixed(1)}%`.padStart(8)}`,
    );
    for (const f of row.failures) console.log(`    ! ${f}`);
  }
  const ok = !hardBelow && p95 < P95_TARGET_MS;
  console.log(
    `\n${ok ? 'PASS' : 'BELOW TARGET'}: hard constraints ${hardBelow ? 'below 100%' : 'all 100%'}, p95 ${p95.toFixed(2)} ms`,
  );
  if (strict && !ok) process.exit(1);
}

main();
