/**
 * `npm run bench depth`: is every catalogue destination deep enough for a long trip?
 *
 * Plans a 15-day trip to every destination in three months (January, June, October) with the
 * questionnaire's defaults, and reads each plan with the evaluation judge's plan-shape reader
 * (bench/planner-eval/judge-shape.ts, which names venues from catalogue data only): days with a
 * named thing to do (day trips count) and lunches and dinners that name a place. Lists the
 * destinations furthest from the targets (every day, and at least 90% of meals).
 */
import { knownFormData } from '@app/shared';
import { listDestinations, planKnown } from '../../packages/planner/src/index.ts';
import { planShape } from '../planner-eval/judge-shape.ts';

const MONTHS: ReadonlyArray<readonly [string, number]> = [
  ['January', 1],
  ['June', 6],
  ['October', 10],
];
const MEAL_TARGET = 0.9;

interface Row {
  id: string;
  month: string;
  emptyDays: number;
  mealShare: number;
}

const rows: Row[] = [];
let days = 0;
let named = 0;
let meals = 0;
let mealsNamed = 0;
const started = performance.now();
for (const d of listDestinations()) {
  const place = d.onlyWithRegion ? `${d.name}, ${d.region}` : `${d.name}, ${d.country}`;
  for (const [month, m] of MONTHS) {
    const form = knownFormData.parse({
      firstName: 'Sam',
      destination: place,
      datesTraveling: `15 days in ${month}`,
      departingFrom: '',
      plansSoFar: '',
    });
    const result = planKnown(form);
    if (result.destinationId !== d.id) {
      console.log(`! "${place}" planned as ${result.destination.location}, not ${d.id}`);
      continue;
    }
    const shape = planShape(result.destination, d, [m]);
    days += shape.days;
    named += shape.daysWithActivity;
    meals += shape.meals;
    mealsNamed += shape.mealsNamed;
    rows.push({
      id: d.id,
      month,
      emptyDays: shape.days - shape.daysWithActivity,
      mealShare: shape.meals ? shape.mealsNamed / shape.meals : 1,
    });
  }
}
const ms = performance.now() - started;

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
const destinations = new Set(rows.map((r) => r.id)).size;
console.log(
  `${rows.length} plans of 15 days (${destinations} destinations x ${MONTHS.length} months) in ${Math.round(ms)} ms`,
);
console.log(
  `  days with a named thing to do: ${named}/${days} = ${pct(named, days)} (target 100%)`,
);
console.log(
  `  lunches and dinners named:     ${mealsNamed}/${meals} = ${pct(mealsNamed, meals)} (target >= 90%)`,
);
const short = rows.filter((r) => r.emptyDays > 0 || r.mealShare < MEAL_TARGET);
console.log(`  plans short of a target: ${short.length}/${rows.length}`);
for (const r of short.sort((a, b) => b.emptyDays - a.emptyDays || a.mealShare - b.mealShare))
  console.log(
    `    ${r.id} in ${r.month}: ${r.emptyDays} empty day(s), ${Math.round(r.mealShare * 100)}% of meals named`,
  );
