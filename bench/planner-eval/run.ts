/**
 * Planner evaluation: every written case is planned by the local planner and scored by the
 * independent judge. Two sets are reported separately: the original 150 cases (cases.ts) and the
 * held-out set written and sealed before the planner was run on it (cases-heldout.ts). For each:
 * pass rates per category and per check, plan-shape figures (including out-of-season and
 * wrong-weekday venues by the cases' own lists), the local planner's latency, and the worst 10
 * plans verbatim. A report, not a gate: it exits 0 when it completes.
 * Run: npx tsx bench/planner-eval/run.ts [--json out.json] [--all] [--set original|heldout]
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
import { heldoutCases } from './cases-heldout.ts';
import { type Judgement, judge, type Produced } from './judge.ts';
import { dayParts } from './judge-text.ts';
import { CATEGORIES, type EvalCase, HELDOUT_CATEGORIES } from './types.ts';

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

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const cut = (t: string, n: number) => (t.length > n ? `${t.slice(0, n - 1)}…` : t);

/** The plan as the traveller reads it, a line per day, parts shortened. */
function verbatim(r: Row): string {
  if (r.produced.error) return `  plan: ERROR ${r.produced.error}`;
  const start = r.c.expect.weekdays?.start;
  return r.produced.destinations
    .map((d, i) => {
      const p = d.plan;
      const why = (p as { why?: string[] }).why ?? [];
      const lines = [
        `  plan ${i + 1}: ${p.location} (${p.itinerary.length} days)`,
        `    overview: ${cut(p.overview, 400)}`,
        ...(why.length ? [`    why: ${cut(why.join(' / '), 400)}`] : []),
        `    stays: ${p.places_to_stay.map((s) => `${s.name} ${s.price_range}`).join('; ')}`,
        `    restaurants: ${cut(p.restaurants.map((x) => x.restaurant_name).join('; '), 400)}`,
        `    tips: ${cut(p.helpful_tips, 500)}`,
      ];
      p.itinerary.forEach((day, k) => {
        const parts = dayParts(day);
        let wd = '';
        if (start) {
          const t = new Date(`${start}T12:00:00Z`);
          t.setUTCDate(t.getUTCDate() + k);
          wd = ` ${DAY[t.getUTCDay()]}`;
        }
        const act = (x: string | { activities?: string }) =>
          typeof x === 'string' ? x : (x.activities ?? '');
        lines.push(
          `    D${k + 1}${wd}: ${cut(act(day.morning), 90)} | ${cut(act(day.afternoon), 90)} [${cut(parts.lunch, 60)}] | ${cut(act(day.evening), 90)} [${cut(parts.dinner, 60)}]`,
        );
      });
      lines.push(`    cost: ${cut(p.estimated_cost, 200)}`);
      return lines.join('\n');
    })
    .join('\n');
}

function evaluate(set: EvalCase[], times: number[]): Row[] {
  return set.map((c) => {
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
}

interface SetReport {
  cases: number;
  latencyMs: { p50: number; p95: number; max: number };
  perCategory: Record<string, { cases: number; request: string; all: string }>;
  perCheck: Record<string, { applies: number; passed: number }>;
  shape: Record<string, string | number>;
}

function report(
  title: string,
  rows: Row[],
  categories: readonly string[],
  times: number[],
  showAll: boolean,
): SetReport {
  const sorted = [...times].sort((a, b) => a - b);
  const known = rows.filter((r) => r.c.planType === 'DESTINATION_KNOWN').length;
  const latencyMs = {
    p50: +percentile(sorted, 0.5).toFixed(2),
    p95: +percentile(sorted, 0.95).toFixed(2),
    max: +(sorted.at(-1) ?? 0).toFixed(2),
  };
  console.log(
    `\n${'='.repeat(100)}\n${title}: ${rows.length} cases (${known} known, ${rows.length - known} find-a-destination)`,
  );
  console.log(
    `Latency per plan (${sorted.length} timed): p50 ${latencyMs.p50.toFixed(2)} ms | p95 ${latencyMs.p95.toFixed(2)} ms | max ${latencyMs.max.toFixed(2)} ms (target p95 < ${P95_TARGET_MS} ms)\n`,
  );

  console.log(
    `${'category'.padEnd(24)} ${'cases'.padStart(5)} ${'request checks pass'.padStart(20)} ${'all checks pass'.padStart(16)}`,
  );
  const perCategory: SetReport['perCategory'] = {};
  const line = (label: string, rs: Row[]) => {
    const intent = rs.filter((r) => r.intentFailed === 0).length;
    const all = rs.filter((r) => r.failed === 0).length;
    console.log(
      `${label.padEnd(24)} ${String(rs.length).padStart(5)} ${`${intent} (${pct(intent, rs.length)})`.padStart(20)} ${`${all} (${pct(all, rs.length)})`.padStart(16)}`,
    );
    return { cases: rs.length, request: pct(intent, rs.length), all: pct(all, rs.length) };
  };
  for (const cat of categories) {
    const rs = rows.filter((r) => r.c.category === cat);
    if (rs.length) perCategory[cat] = line(cat, rs);
  }
  perCategory.ALL = line('ALL', rows);
  console.log('');

  const perCheck: SetReport['perCheck'] = {};
  for (const r of rows)
    for (const ch of r.judgement.checks) {
      const s = perCheck[ch.name] ?? { applies: 0, passed: 0 };
      s.applies++;
      if (ch.pass) s.passed++;
      perCheck[ch.name] = s;
    }
  console.log(
    `${'check'.padEnd(24)} ${'applies'.padStart(7)} ${'passed'.padStart(7)} ${'rate'.padStart(6)}`,
  );
  for (const [name, s] of Object.entries(perCheck))
    console.log(
      `${name.padEnd(24)} ${String(s.applies).padStart(7)} ${String(s.passed).padStart(7)} ${pct(s.passed, s.applies).padStart(6)}`,
    );

  const shapes = rows.flatMap((r) => r.judgement.shapes);
  const sum = (f: (x: (typeof shapes)[number]) => number) => shapes.reduce((s, x) => s + f(x), 0);
  const days = sum((x) => x.days);
  const withAct = sum((x) => x.daysWithActivity);
  const meals = sum((x) => x.meals);
  const named = sum((x) => x.mealsNamed);
  const oos = sum((x) => x.outOfSeason.length);
  const seasonCase = sum((x) => x.seasonByCase.length);
  const seasonPlans = shapes.filter((x) => x.seasonByCase.length > 0).length;
  const weekdayCase = sum((x) => x.weekdayByCase.length);
  const weekdayPlans = shapes.filter((x) => x.weekdayByCase.length > 0).length;
  const seasonCases = rows.filter((r) => r.c.expect.mustNot?.some((m) => m.kind === 'season'));
  const weekdayCases = rows.filter((r) => r.c.expect.weekdays);
  const inPassing = sum((x) => x.inPassing.length);
  const emptyPlans = shapes.filter((x) => x.daysWithActivity < x.days).length;
  console.log(`\nPlan shape over ${shapes.length} plans, ${days} days:`);
  console.log(
    `  days with a named activity:   ${withAct}/${days} = ${pct(withAct, days)} (target 100%); plans with an empty day: ${emptyPlans}`,
  );
  console.log(
    `  lunches and dinners named:    ${named}/${meals} = ${pct(named, meals)} (target >= 90%)`,
  );
  console.log(`  out of season, catalogue months: ${oos} (only activities that carry months)`);
  console.log(
    `  out of season, case lists:    ${seasonCase} mentions in ${seasonPlans} plans (${seasonCases.length} cases carry a list; target 0)`,
  );
  console.log(
    `  wrong weekday, case lists:    ${weekdayCase} mentions in ${weekdayPlans} plans (${weekdayCases.length} cases carry rules; target 0)`,
  );
  console.log(
    `  (season/weekday terms only in a description, in passing, not counted: ${inPassing}${
      inPassing
        ? `, e.g. ${shapes
            .flatMap((x) => x.inPassing)
            .slice(0, 3)
            .join('; ')}`
        : ''
    })`,
  );
  const shape = {
    plans: shapes.length,
    days,
    daysWithActivity: pct(withAct, days),
    plansWithEmptyDay: emptyPlans,
    mealsNamed: pct(named, meals),
    outOfSeasonCatalogueMonths: oos,
    outOfSeasonCaseLists: seasonCase,
    plansOutOfSeasonCaseLists: seasonPlans,
    wrongWeekdayCaseLists: weekdayCase,
    seasonOrWeekdayInPassing: inPassing,
    plansWrongWeekdayCaseLists: weekdayPlans,
  };

  // Worst first: no plan at all, then misunderstood requests, then thin plans.
  const worst = [...rows]
    .sort(
      (a, b) =>
        Number(!!b.produced.error) - Number(!!a.produced.error) ||
        b.intentFailed - a.intentFailed ||
        b.failed - a.failed,
    )
    .filter((r) => r.failed > 0);
  const shown = showAll ? worst : worst.slice(0, 10);
  console.log(`\nWorst ${shown.length} plans (${title}), verbatim:`);
  for (const r of shown) {
    console.log(`\n[${r.c.id}] ${r.c.category}: ${r.c.who}`);
    console.log(`  request: ${JSON.stringify(r.c.form)}`);
    for (const ch of r.judgement.checks.filter((x) => !x.pass))
      console.log(`  FAIL ${ch.name}: ${ch.detail}`);
    console.log(verbatim(r));
  }
  return { cases: rows.length, latencyMs, perCategory, perCheck, shape };
}

function main(): void {
  const all = process.argv.includes('--all');
  const jsonAt = process.argv.indexOf('--json');
  const setAt = process.argv.indexOf('--set');
  const only = setAt > 0 ? process.argv[setAt + 1] : undefined;
  warmGazetteer();
  for (const c of cases.slice(0, 10)) produce(c, []);

  const sets = [
    {
      key: 'original',
      title: 'Original set (cases.ts)',
      list: cases,
      cats: CATEGORIES as readonly string[],
    },
    {
      key: 'heldout',
      title: 'Held-out set (cases-heldout.ts, sealed before the first run)',
      list: heldoutCases,
      cats: HELDOUT_CATEGORIES as readonly string[],
    },
  ].filter((s) => !only || s.key === only);

  const out: Record<string, SetReport & { rows: unknown[] }> = {};
  const allTimes: number[] = [];
  for (const s of sets) {
    const times: number[] = [];
    const rows = evaluate(s.list, times);
    for (let pass = 1; pass < TIMING_PASSES; pass++) for (const c of s.list) produce(c, times);
    allTimes.push(...times);
    const rep = report(s.title, rows, s.cats, times, all);
    out[s.key] = {
      ...rep,
      rows: rows.map((r) => ({
        id: r.c.id,
        category: r.c.category,
        failed: r.judgement.checks.filter((x) => !x.pass),
        locations: r.produced.destinations.map((d) => d.plan.location),
      })),
    };
  }
  allTimes.sort((a, b) => a - b);
  console.log(
    `\nAll sets: ${allTimes.length} plans timed, p50 ${percentile(allTimes, 0.5).toFixed(2)} ms, p95 ${percentile(allTimes, 0.95).toFixed(2)} ms`,
  );
  if (jsonAt > 0) {
    const file = process.argv[jsonAt + 1] ?? 'planner-eval.json';
    writeFileSync(file, JSON.stringify({ ranAt: new Date().toISOString(), ...out }, null, 2));
  }
}

main();
