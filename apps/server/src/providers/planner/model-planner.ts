import { MSG, type PlanDestination, type UnknownDestination } from '@app/shared';
import { AppError } from '../../errors.ts';
import { extractJson, invalid } from './json-repair.ts';
import { parseChips, toComparison, toDestination } from './normalize.ts';
import {
  destinationChipsPrompt,
  experienceChipsPrompt,
  experienceQuestionChipsPrompt,
  type Grounding,
  knownPlanPrompt,
  type Prompt,
  revisionPrompt,
  unknownFirstPrompt,
  unknownSecondPrompt,
} from './prompts.ts';
import { withRetry } from './retry.ts';
import type { PlannerProvider } from './types.ts';

/** What the lead's config passes to either AI adapter besides credentials. */
export interface ModelPlannerOptions {
  /** Pause between retries on 529/500/503; default 5000 ms (spec §9). */
  retryDelayMs?: number;
  /** Catalogue facts for a destination, given to the model as trusted context. */
  grounding?: Grounding;
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
 * and differ only in how the request is sent.
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

  return {
    name,

    async recommendKnown(form) {
      const text = await ask(knownPlanPrompt(form, options.grounding));
      return toDestination(extractJson(text), 'DESTINATION_KNOWN');
    },

    async recommendUnknownFirst(form) {
      const text = await ask(unknownFirstPrompt(form));
      return toDestination(extractJson(text), 'DESTINATION_UNKNOWN', {
        maxDays: form.travelLengthDays,
      });
    },

    async recommendUnknownSecond({ form, first }) {
      const value = extractJson(await ask(unknownSecondPrompt(form, first)));
      const record =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      const destination = toDestination(record, 'DESTINATION_UNKNOWN', {
        maxDays: form.travelLengthDays,
        wrapperKeys: ['second_destination', 'destination'],
      });
      // A "bonus" destination that repeats the first one is no recommendation at all.
      if (sameCity(destination, first)) throw invalid();
      return { destination, comparison: toComparison(record.comparison) };
    },

    async revise(input) {
      const value = extractJson(await ask(revisionPrompt(input, options.grounding)));
      if (isCannotApply(value)) throw new AppError('REVISION_NOT_UNDERSTOOD');
      // Spec §5 names this case for revisions: the reply must carry a location.
      if (!hasLocation(value)) {
        throw new AppError('INVALID_RECOMMENDATION', MSG.revisionMissingLocation);
      }
      return keepImages(toDestination(value, input.planType), input.destination);
    },

    async destinationChips(input) {
      return parseChips(await ask(destinationChipsPrompt(input)));
    },

    async experienceChips(input) {
      return parseChips(await ask(experienceChipsPrompt(input)));
    },

    async experienceQuestionChips(input) {
      return parseChips(await ask(experienceQuestionChipsPrompt(input, options.grounding)));
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
