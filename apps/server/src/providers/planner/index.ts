import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalPlanner } from './local.ts';
import type { PlannerProvider } from './types.ts';

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
        today: () => clock.now(),
      });
    }
    case 'openai': {
      const { createOpenAiPlanner } = await import('./openai.ts');
      return createOpenAiPlanner({
        apiKey: planner.openai.apiKey ?? '',
        model: planner.openai.model,
        baseUrl: planner.openai.baseUrl,
        today: () => clock.now(),
      });
    }
    default:
      return createLocalPlanner({ clock });
  }
}
