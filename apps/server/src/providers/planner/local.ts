import {
  destinationChips,
  experienceChips,
  experienceQuestionChips,
  PlannerError,
  planKnown,
  recommendUnknownFirst,
  recommendUnknownSecond,
  revisePlan,
} from '@app/planner';
import { comparisonData, knownDestination, unknownDestination, unknownFormData } from '@app/shared';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PlannerProvider } from './types.ts';

/** Maps the engine's errors onto the API's error catalogue. */
function translate<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof PlannerError) {
      if (err.code === 'INVALID_INPUT') throw new AppError('VALIDATION_FAILED', err.message);
      throw new AppError('UNKNOWN_DESTINATION', err.message);
    }
    throw err;
  }
}

/** The offline planner (packages/planner): instant, deterministic, no network. */
export function createLocalPlanner(opts: { clock: Clock }): PlannerProvider {
  const options = () => ({ today: opts.clock.now() });
  return {
    name: 'local',
    // The engine's plans are checked against the shared schemas like any provider's answer.
    async recommendKnown(form) {
      return knownDestination.parse(translate(() => planKnown(form, options()).destination));
    },
    async recommendUnknownFirst(form) {
      return unknownDestination.parse(
        translate(() => recommendUnknownFirst(form, options()).destination),
      );
    },
    async recommendUnknownSecond({ form, first }) {
      const result = translate(() =>
        recommendUnknownSecond(unknownFormData.parse(form), first.location, options()),
      );
      return {
        destination: unknownDestination.parse(result.destination),
        comparison: comparisonData.parse(result.comparison),
      };
    },
    async revise({ planType, destination, feedback, form }) {
      const result = revisePlan({ planType, destination, feedback, form, opts: options() });
      if (!result.ok) throw new AppError('REVISION_NOT_UNDERSTOOD', result.message);
      const schema = planType === 'DESTINATION_KNOWN' ? knownDestination : unknownDestination;
      return schema.parse(result.destination);
    },
    async destinationChips(input) {
      return destinationChips(input);
    },
    async experienceChips(input) {
      return experienceChips(input);
    },
    async experienceQuestionChips(input) {
      return experienceQuestionChips(input);
    },
  };
}
