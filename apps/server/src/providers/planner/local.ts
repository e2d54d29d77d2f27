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
import {
  type KnownDestination,
  type PlanDestination,
  type UnknownDestination,
  unknownFormData,
} from '@app/shared';
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
    async recommendKnown(form) {
      return translate(() => planKnown(form, options()).destination) as KnownDestination;
    },
    async recommendUnknownFirst(form) {
      return translate(() => recommendUnknownFirst(form, options()).destination);
    },
    async recommendUnknownSecond({ form, first }) {
      const result = translate(() =>
        recommendUnknownSecond(unknownFormData.parse(form), first.location, options()),
      );
      return {
        destination: result.destination as UnknownDestination,
        comparison: result.comparison,
      };
    },
    async revise({ planType, destination, feedback, form }) {
      const result = revisePlan({ planType, destination, feedback, form, opts: options() });
      if (!result.ok) throw new AppError('REVISION_NOT_UNDERSTOOD', result.message);
      return result.destination as PlanDestination;
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
