/**
 * Planner evaluation: every written case is planned by the local planner and scored by the
 * independent judge. Prints pass rates per category and per check, plan-shape figures, the local
 * planner's latency, and the worst 10 plans verbatim.
 * Run: npx tsx bench/planner-eval/run.ts [--json out.json] [--all]
 */
import { writeFileSync } from 'node:fs';
import { knownFormData, unknownFormData } from '@app/shared';
import {
  PlannerError,
  planKnown,
  recommendUnknownFirst,
  recommendUnknownSecond,
  warmGazetteer,
} from '../../packages/planner/src/index.ts';
import { cases } from './cases.ts';
import { type Judgement, judge, type Produced } from './judge.ts';
import { CATEGORIES, type EvalCase } from './types.ts';

const TODAY = new Date('2026-03-01T00:00:00Z');
const P95_TARGET_MS = 20;
const TIMING_PASSES = 3;

function produce(c: EvalCase, times: number[]): Produced {
  try {
    if (c.planType === 'DESTINATION_KNOWN') {
      const form = knownFormData.parse(c.form);
      const t = performance.now();
      const r = planKnown(form, { today: TODAY });
      times.push(performance.now() - t);
      return { destinations: [{ plan: r.destination, id: r.destinationId }] };
    }
    const form = unknownFormData.parse(c.form);
    const t1 = performance.now();
    const first = recommendUnknownFirst(form, { today: TODAY });
    times.push(performance.now() - t1);
    const t2 = performance.now();
    const second = recommendUnknownSecond(form, first.destinationId, { today: TODAY });
    times.push(performance.now() - t2);
    return {
      destinations: [
        { plan: first.destination, id: first.destinationId },
        { plan: second.destination, id: second.destinationId },
      ],
      comparison: second.comparison,
    };
  } catch (e) {
    return {
      destinations: [],
      error: e instanceof PlannerError ? `${e.code}: ${e.message}` : String(e),
    };
  }
}

function pct(n: number, d: number): string {
  return d ? `${((100 * n) / d).toFixed(0)}%` : 'n/a';
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

interface Row {
  c: EvalCase;
  produced: Produced;
  judgement: Judgement;
  failed: number;
  /** Failed checks about understanding the request (plan-shape checks left out). */
  intentFailed: number;
}

/** Checks about the shape of the days, which depend mostly on how many venues the catalogue has. */
const SHAPE_CHECKS = new Set(['activity-each-day', 'named-meals', 'in-season']);

function summary(r: Row): string {
  if (r.produced.error) return `  plan: ERROR ${r.produced.error}`;
  return r.produced.destinations
    .map((d, i) => {
      const p = d.plan;
      const day1 = p.itinerary[0];
      const first =
        day1 && typeof day1.morning === 'string'
          ? day1.morning
          : `${day1?.morning && typeof day1.morning !== 'string' ? day1.morning.activities : ''}`;
      return [
        `  plan ${i + 1}: ${p.location} (${p.itinerary.length} days)`,
        `    stays: ${p.places_to_stay
          .map((s) => `${s.name} ${s.price_range}`)
          .slice(0, 3)
          .join('; ')}`,
        `    day 1: ${day1?.summary ?? ''} | ${first.slice(0, 140)}`,
        `    cost: ${p.estimated_cost.slice(0, 200)}`,
      ].join('\n');
    })
    .join('\n');
}

function main(): void {
  const all = process.argv.includes('--all');
  const jsonAt = process.argv.indexOf('--json');
  warmGazetteer();
  for (const c of cases.slice(0, 10)) produce(c, []);

  const times: number[] = [];
  const rows: Row[] = cases.map((c) => {
    const produced = produce(c, times);
    const judgement = judge(c, produced);
    const failedChecks = judgement.checks.filter((x) => !x.pass);
    return {
      c,
      produced,
      judgement,
      failed: failedChecks.length,
      intentFailed: failedChecks.filter((x) => !SHAPE_CHECKS.has(x.name)).length,
    };
  });
  for (let pass = 1; pass < TIMING_PASSES; pass++) for (const c of cases) produce(c, times);
  times.sort((a, b) => a - b);

  const known = cases.filter((c) => c.planType === 'DESTINATION_KNOWN').length;
  console.log(
    `\nPlanner evaluation: ${cases.length} cases (${known} known, ${cases.length - known} find-a-destination)`,
  );
  console.log(
    `Latency per plan (${times.length} timed): p50 ${percentile(times, 0.5).toFixed(2)} ms | p95 ${percentile(times, 0.95).toFixed(2)} ms | max ${(times.at(-1) ?? 0).toFixed(2)} ms (target p95 < ${P95_TARGET_MS} ms)\n`,
  );

  console.log(
    `${'category'.padEnd(24)} ${'cases'.padStart(5)} ${'request checks pass'.padStart(20)} ${'all checks pass'.padStart(16)}`,
  );
  const perCategory: Record<string, { intent: string; all: string }> = {};
  const line = (label: string, rs: Row[]) => {
    const intent = rs.filter((r) => r.intentFailed === 0).length;
    const all = rs.filter((r) => r.failed === 0).length;
    console.log(
      `${label.padEnd(24)} ${String(rs.length).padStart(5)} ${`${intent} (${pct(intent, rs.length)})`.padStart(20)} ${`${all} (${pct(all, rs.length)})`.padStart(16)}`,
    );
    return { intent: pct(intent, rs.length), all: pct(all, rs.length) };
  };
  for (const cat of CATEGORIES)
    perCategory[cat] = line(
      cat,
      rows.filter((r) => r.c.category === cat),
    );
  perCategory.ALL = line('ALL', rows);
  console.log('');

  const perCheck = new Map<string, { n: number; ok: number }>();
  for (const r of rows)
    for (const ch of r.judgement.checks) {
      const s = perCheck.get(ch.name) ?? { n: 0, ok: 0 };
      s.n++;
      if (ch.pass) s.ok++;
      perCheck.set(ch.name, s);
    }
  console.log(
    `${'check'.padEnd(24)} ${'applies'.padStart(7)} ${'passed'.padStart(7)} ${'rate'.padStart(6)}`,
  );
  for (const [name, s] of perCheck)
    console.log(
      `${name.padEnd(24)} ${String(s.n).padStart(7)} ${String(s.ok).padStart(7)} ${pct(s.ok, s.n).padStart(6)}`,
    );

  const shapes = rows.flatMap((r) => r.judgement.shapes);
  const days = shapes.reduce((s, x) => s + x.days, 0);
  const withAct = shapes.reduce((s, x) => s + x.daysWithActivity, 0);
  const meals = shapes.reduce((s, x) => s + x.meals, 0);
  const named = shapes.reduce((s, x) => s + x.mealsNamed, 0);
  const oos = shapes.reduce((s, x) => s + x.outOfSeason.length, 0);
  console.log(`\nPlan shape over ${shapes.length} plans, ${days} days:`);
  console.log(`  days with a named activity: ${pct(withAct, days)} (target 100%)`);
  console.log(`  lunches and dinners named:  ${pct(named, meals)} (target >= 90%)`);
  console.log(`  out-of-season activities:   ${oos} (target 0)`);

  // Worst first: misunderstood requests, then thin plans.
  const worst = [...rows]
    .sort((a, b) => b.intentFailed - a.intentFailed || b.failed - a.failed)
    .filter((r) => r.failed > 0);
  console.log(`\nWorst ${all ? worst.length : Math.min(10, worst.length)} plans:`);
  for (const r of all ? worst : worst.slice(0, 10)) {
    console.log(`\n[${r.c.id}] ${r.c.category}: ${r.c.who}`);
    console.log(`  request: ${JSON.stringify(r.c.form)}`);
    console.log(summary(r));
    for (const ch of r.judgement.checks.filter((x) => !x.pass))
      console.log(`  FAIL ${ch.name}: ${ch.detail}`);
  }
  if (jsonAt > 0) {
    const out = process.argv[jsonAt + 1] ?? 'planner-eval.json';
    writeFileSync(
      out,
      JSON.stringify(
        {
          perCategory,
          rows: rows.map((r) => ({
            id: r.c.id,
            failed: r.judgement.checks.filter((x) => !x.pass),
          })),
        },
        null,
        2,
      ),
    );
  }
}

main();
