import {
  comparisonData,
  knownDestination,
  knownFormData,
  knownPlanData,
  type PlanType,
  unknownDestination,
  unknownFormData,
  unknownPlanData,
} from '@app/shared';
import type { plans } from '../db/schema.ts';

/**
 * A plan's JSON documents (plan_data, form_data, comparison_data_unknown) are typed in the
 * Drizzle schema from the shared zod types, and parsed with those schemas where a row is
 * loaded, so nothing downstream trusts an unparsed column (docs/decisions/0011). The plan's
 * type picks the schema: a union would read a find-a-destination plan whose itinerary is
 * empty as a known one and drop its second destination.
 */

// Typed from the table (services/plans.ts imports this module).
type StoredPlan = typeof plans.$inferSelect;

export function destinationSchema(planType: PlanType) {
  return planType === 'DESTINATION_KNOWN' ? knownDestination : unknownDestination;
}

export function planDataSchema(planType: PlanType) {
  return planType === 'DESTINATION_KNOWN' ? knownPlanData : unknownPlanData;
}

export function formDataSchema(planType: PlanType) {
  return planType === 'DESTINATION_KNOWN' ? knownFormData : unknownFormData;
}

/**
 * Answers as stored. Plans saved before the server kept its own copy of the answers may hold
 * `{}`: their required answers read as empty (every other answer has a default), so such a
 * plan still reads, prints and exports. New answers are checked strictly (`formDataSchema`).
 */
const storedKnownFormData = knownFormData.extend({
  destination: knownFormData.shape.destination.catch(''),
  departingFrom: knownFormData.shape.departingFrom.catch(''),
  plansSoFar: knownFormData.shape.plansSoFar.catch(''),
});
const storedUnknownFormData = unknownFormData.extend({
  travelMotivation: unknownFormData.shape.travelMotivation.catch(''),
  travelTimeline: unknownFormData.shape.travelTimeline.catch(''),
  departingFrom: unknownFormData.shape.departingFrom.catch(''),
});

function storedFormDataSchema(planType: PlanType) {
  return planType === 'DESTINATION_KNOWN' ? storedKnownFormData : storedUnknownFormData;
}

/**
 * A stored plan with its documents parsed: defaults filled, unknown keys dropped, shapes
 * checked. A row that does not parse is damaged data or a bug in a writer, so it fails the
 * request (a 500, logged with the plan's id) instead of being served as it is.
 */
export function parsePlanRow<R extends StoredPlan>(row: R): R {
  const problem = (column: string, error: unknown) =>
    new Error(`Plan ${row.id}: ${column} does not match the shared schema`, { cause: error });
  const planData = planDataSchema(row.planType).safeParse(row.planData);
  if (!planData.success) throw problem('plan_data', planData.error);
  const formData = storedFormDataSchema(row.planType).safeParse(row.formData);
  if (!formData.success) throw problem('form_data', formData.error);
  const comparison =
    row.comparisonDataUnknown === null ? null : comparisonData.safeParse(row.comparisonDataUnknown);
  if (comparison && !comparison.success) throw problem('comparison_data_unknown', comparison.error);
  return {
    ...row,
    planData: planData.data,
    formData: formData.data,
    comparisonDataUnknown: comparison ? comparison.data : null,
  };
}
