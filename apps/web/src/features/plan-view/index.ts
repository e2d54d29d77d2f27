/** What other features use of the plan view besides its api/ and components/. */
export { usePlanLiveUpdates } from './hooks/use-plan-live-updates.ts';
export { locationOf, normaliseDestination } from './plan-data.ts';
