import type { QualityReport } from '@app/planner';
import { AppError } from '../../errors.ts';
import { block, type Prompt } from './prompts.ts';

/**
 * Repair rounds after the first answer (decision 0024): enough for a model to fix what the
 * checker found and what its fix broke, while a plan costs at most three model calls.
 */
export const MAX_REPAIR_ROUNDS = 2;

/** One answer, read and judged: what the traveller would get and what breaks their request. */
export interface Judged<T> {
  result: T;
  /** Hard constraints the answer breaks, one sentence each; empty when it may be returned. */
  violations: string[];
  /** The answer as the model is shown it again in a repair request. */
  shown: unknown;
  /**
   * Catalogue venues for the place the model chose, when its first prompt could not offer them
   * (find-a-destination): the repair request carries them.
   */
  venues?: string;
}

/** The hard-constraint failures of a checker report, one sentence per problem. */
export function hardViolations(report: QualityReport): string[] {
  return report.constraints
    .filter((c) => c.hard && !c.pass)
    .flatMap((c) => (c.details ?? [c.reason]).map((d) => `${c.name}: ${d}`));
}

/**
 * The original request with the previous answer and what is wrong with it. The original rules
 * and venue list stay in the prompt, so a repair is held to everything, not only to the list.
 * The answer and the violations go in data blocks: venue names come from the model's own text.
 */
export function repairPrompt<T>(original: Prompt, judged: Judged<T>): Prompt {
  return {
    ...original,
    user: [
      original.user,
      'Your previous answer is below. It breaks these rules of the request, found by our checker:',
      block('violations', judged.violations),
      block('previous_answer', judged.shown),
      ...(judged.venues ? [judged.venues] : []),
      'Return the whole corrected answer in the same shape. Fix every violation (replace a venue that breaks a rule with a fitting one, from catalogue_venues when it is given); keep everything else that was fine.',
    ].join('\n\n'),
  };
}

/**
 * Asks, judges the answer, and sends violations back for at most MAX_REPAIR_ROUNDS repairs. An
 * answer without hard violations is returned at once (soft issues never cost another call); one
 * that still breaks the request after the last round fails as INVALID_RECOMMENDATION, with the
 * violations kept as the cause for the server log. An answer that cannot be read fails at once,
 * as before: repairs are for constraint violations, not for malformed output.
 */
export async function askUntilValid<T>(opts: {
  ask: (prompt: Prompt) => Promise<string>;
  prompt: Prompt;
  judge: (text: string) => Judged<T>;
}): Promise<T> {
  let prompt = opts.prompt;
  for (let round = 0; ; round++) {
    const judged = opts.judge(await opts.ask(prompt));
    if (judged.violations.length === 0) return judged.result;
    if (round >= MAX_REPAIR_ROUNDS) {
      const error = new AppError('INVALID_RECOMMENDATION');
      error.cause = { violations: judged.violations, rounds: round + 1 };
      throw error;
    }
    prompt = repairPrompt(opts.prompt, judged);
  }
}
