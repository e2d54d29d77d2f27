import { findDestination, getDestination } from '@app/planner';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalPlanner } from './local.ts';
import type { PlannerProvider } from './types.ts';

/**
 * Catalogue facts offered to a model as grounding when the destination is one we know:
 * real venue names and climate, so its plan prefers places that exist.
 */
export function catalogueGrounding(destination: string): string | undefined {
  const dest = findDestination(destination) ?? getDestination(destination);
  if (!dest) return undefined;
  const names = (items: Array<{ name: string; neighbourhood: string }>) =>
    items.map((i) => `${i.name} (${i.neighbourhood})`).join('; ');
  return [
    `${dest.name}, ${dest.country}: ${dest.overview}`,
    `Places to stay: ${names(dest.stays)}`,
    `Restaurants: ${names(dest.restaurants)}`,
    `Things to do: ${names(dest.activities)}`,
    `Local tips: ${dest.tips.join(' ')}`,
  ].join('\n');
}

/**
 * The planner the configuration names; `local` unless PLANNER_PROVIDER says otherwise. A
 * model's SDK is loaded only when it is the one configured (each adds a few hundred
 * milliseconds and megabytes to start-up).
 */
export async function plannerFromConfig(config: Config, clock: Clock): Promise<PlannerProvider> {
  const { planner } = config;
  switch (planner.provider) {
    case 'gemini': {
      const { createGeminiPlanner } = await import('./gemini.ts');
      return createGeminiPlanner({
        apiKey: planner.gemini.apiKey as string,
        model: planner.gemini.model,
        baseUrl: planner.gemini.baseUrl,
        grounding: catalogueGrounding,
      });
    }
    case 'openai': {
      const { createOpenAiPlanner } = await import('./openai.ts');
      return createOpenAiPlanner({
        apiKey: planner.openai.apiKey ?? '',
        model: planner.openai.model,
        baseUrl: planner.openai.baseUrl,
        grounding: catalogueGrounding,
      });
    }
    default:
      return createLocalPlanner({ clock });
  }
}
