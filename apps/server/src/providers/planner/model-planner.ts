import {
  catalogueDestinationFor,
  catalogueDestinationOf,
  requestFromKnown,
  requestFromUnknown,
} from '@app/planner';
import {
  knownFormData,
  MSG,
  type PlanDestination,
  type UnknownDestination,
  unknownFormData,
} from '@app/shared';
import { AppError } from '../../errors.ts';
import { extractJson } from './json-repair.ts';
import { judgePlan, knownTarget, promptContext, unknownTarget } from './judge.ts';
import { parseChips, toComparison, toDestination } from './normalize.ts';
import {
  destinationChipsPrompt,
  experienceChipsPrompt,
  experienceQuestionChipsPrompt,
  knownPlanPrompt,
  type Prompt,
  planForModel,
  revisionPrompt,
  unknownFirstPrompt,
  unknownSecondPrompt,
} from './prompts.ts';
import { askUntilValid } from './repair.ts';
import { withRetry } from './retry.ts';
import { markSuggestions } from './suggestions.ts';
import type { PlannerProvider } from './types.ts';

/** What the lead's config passes to either AI adapter besides credentials. */
export interface ModelPlannerOptions {
  /** Pause between retries on 529/500/503; default 5000 ms (spec §9). */
  retryDelayMs?: number;
  /** The date answers like "next month" are read against: the server's clock. */
  today?: () => Date;
}

/** The one thing a provider adapter supplies: send a prompt, get the reply text. */
export interface ModelClient {
  complete(prompt: Prompt): Promise<string>;
  /** The HTTP status inside this SDK's error, undefined when there was none. */
  statusOf(error: unknown): number | undefined;
}

/**
 * The PlannerProvider behaviour shared by every model: prompts, retries, repair and
 * validation live here once, so Gemini and OpenAI-compatible servers behave identically
 * and differ only in how the request is sent. Plans are grounded in the planner package: the
 * prompt carries its request model and the catalogue's verified venues, and the answer is held
 * to its checker, with violations sent back for a bounded repair (repair.ts, decision 0024).
 */
export function createModelPlanner(
  name: 'gemini' | 'openai',
  client: ModelClient,
  options: ModelPlannerOptions,
): PlannerProvider {
  const ask = (prompt: Prompt) =>
    withRetry(() => client.complete(prompt), {
      retryDelayMs: options.retryDelayMs,
      statusOf: client.statusOf,
    });
  const today = () => options.today?.() ?? new Date();

  return {
    name,

    async recommendKnown(form) {
      const target = knownTarget(form, today());
      return askUntilValid({
        ask,
        prompt: knownPlanPrompt(form, promptContext(target.request, target.grounded)),
        judge: (text) => {
          const plan = toDestination(extractJson(text), 'DESTINATION_KNOWN', {
            maxDays: target.request.days,
          });
          return { ...judgePlan(plan, target), shown: planForModel(plan) };
        },
      });
    },

    async recommendUnknownFirst(form) {
      const target = unknownTarget(form, today());
      return askUntilValid({
        ask,
        prompt: unknownFirstPrompt(form, promptContext(target.request, target.grounded)),
        judge: (text) => {
          const plan = toDestination(extractJson(text), 'DESTINATION_UNKNOWN', {
            maxDays: form.travelLengthDays,
          });
          return { ...judgePlan(plan, target), shown: planForModel(plan) };
        },
      });
    },

    async recommendUnknownSecond({ form, first }) {
      const target = unknownTarget(form, today());
      return askUntilValid({
        ask,
        prompt: unknownSecondPrompt(form, first, promptContext(target.request, target.grounded)),
        judge: (text) => {
          const value = extractJson(text);
          const record =
            typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
          const plan = toDestination(record, 'DESTINATION_UNKNOWN', {
            maxDays: form.travelLengthDays,
            wrapperKeys: ['second_destination', 'destination'],
          });
          const comparison = toComparison(record.comparison);
          const judged = judgePlan(plan, target);
          // A "bonus" destination that repeats the first one is no recommendation at all.
          const repeat = sameCity(plan, first)
            ? [`right-destination: ${plan.location} is the first destination again`]
            : [];
          return {
            result: { destination: judged.result, comparison },
            violations: [...repeat, ...judged.violations],
            shown: { second_destination: planForModel(plan), comparison },
            venues: judged.venues,
          };
        },
      });
    },

    async revise(input) {
      const grounded = catalogueDestinationOf(input.destination.location);
      const form = input.form;
      const request = form
        ? input.planType === 'DESTINATION_KNOWN'
          ? requestFromKnown(knownFormData.parse(form), { today: today() })
          : requestFromUnknown(unknownFormData.parse(form), { today: today() })
        : undefined;
      const ctx = request ? promptContext(request, grounded) : {};
      const value = extractJson(await ask(revisionPrompt(input, ctx)));
      if (isCannotApply(value)) throw new AppError('REVISION_NOT_UNDERSTOOD');
      // Spec §5 names this case for revisions: the reply must carry a location.
      if (!hasLocation(value)) {
        throw new AppError('INVALID_RECOMMENDATION', MSG.revisionMissingLocation);
      }
      // No repair round here: the feedback may change what the answers asked for (the length,
      // the budget), and services/revision.ts decides which requirements a revision must keep.
      const revised = toDestination(value, input.planType);
      const marked = markSuggestions(
        revised,
        catalogueDestinationOf(revised.location, grounded?.id),
      );
      return keepImages(marked, input.destination);
    },

    async destinationChips(input) {
      return parseChips(await ask(destinationChipsPrompt(input)));
    },

    async experienceChips(input) {
      return parseChips(await ask(experienceChipsPrompt(input)));
    },

    async experienceQuestionChips(input) {
      const catalogue = catalogueDestinationFor(input.destination);
      return parseChips(await ask(experienceQuestionChipsPrompt(input, catalogue)));
    },
  };
}

function isCannotApply(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as Record<string, unknown>).error;
  return typeof error === 'string' && !('location' in value);
}

function hasLocation(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const inner = record.destination as Record<string, unknown> | undefined;
  return typeof record.location === 'string' || typeof inner?.location === 'string';
}

function sameCity(a: UnknownDestination, b: UnknownDestination): boolean {
  const city = (d: UnknownDestination) => d.location.split(',')[0]?.trim().toLowerCase() ?? '';
  return city(a) === city(b);
}

/**
 * A revision rewrites the lists, which would drop photos the image provider already found;
 * entries that survive the revision (same name) keep theirs, new entries get photos later.
 */
function keepImages<T extends PlanDestination>(revised: T, original: PlanDestination): T {
  const photos = new Map<string, string[]>();
  const key = (kind: string, name: string) => `${kind}:${name.trim().toLowerCase()}`;
  for (const s of original.places_to_stay) photos.set(key('stay', s.name), s.images);
  for (const r of original.restaurants) photos.set(key('eat', r.restaurant_name), r.images);
  for (const t of original.things_to_do) photos.set(key('do', t.destination_name), t.images);
  return {
    ...revised,
    places_to_stay: revised.places_to_stay.map((s) => ({
      ...s,
      images: photos.get(key('stay', s.name)) ?? s.images,
    })),
    restaurants: revised.restaurants.map((r) => ({
      ...r,
      images: photos.get(key('eat', r.restaurant_name)) ?? r.images,
    })),
    things_to_do: revised.things_to_do.map((t) => ({
      ...t,
      images: photos.get(key('do', t.destination_name)) ?? t.images,
    })),
  };
}
