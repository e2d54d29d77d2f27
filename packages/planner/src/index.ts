/** @app/planner: the offline planning engine. Pure: no I/O, no clock, no randomness. */
export {
  destinationLabel,
  findDestination,
  getDestination,
  listDestinations,
} from './catalogue/index.ts';
export type * from './catalogue/types.ts';
export {
  type DestinationChipInput,
  destinationChips,
  type ExperienceChipInput,
  type ExperienceQuestionChipInput,
  experienceChips,
  experienceQuestionChips,
} from './chips.ts';
export { PlannerError, type PlannerErrorCode } from './errors.ts';
export { distanceKm, geocode, type Place, warmGazetteer } from './gazetteer.ts';
export { type VenueChoices, venueChoices } from './grounding.ts';
export {
  catalogueDestinationFor,
  type KnownPlanResult,
  planKnown,
  resolvePlace,
} from './known/plan-known.ts';
export { parseTripDays } from './parse/days.ts';
export {
  type CheckInput,
  type ConstraintResult,
  catalogueDestinationOf,
  checkPlan,
  type PlanOrigin,
  type QualityReport,
} from './quality/check.ts';
export { isSuggestion, matchVenueName } from './quality/venues.ts';
export {
  type PlanRequest,
  type RequestOptions,
  requestFromKnown,
  requestFromUnknown,
} from './request.ts';
export { CANNOT_REVISE, type ReviseInput, type ReviseResult, revisePlan } from './revise.ts';
export {
  recommendUnknownFirst,
  recommendUnknownSecond,
  type UnknownPlanResult,
  type UnknownSecondResult,
} from './unknown/recommend.ts';
