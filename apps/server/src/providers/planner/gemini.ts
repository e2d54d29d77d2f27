import { ApiError, GoogleGenAI } from '@google/genai';
import { invalid } from './json-repair.ts';
import { createModelPlanner, type ModelPlannerOptions } from './model-planner.ts';
import type { PlannerProvider } from './types.ts';

export interface GeminiPlannerOptions extends ModelPlannerOptions {
  apiKey: string;
  /** e.g. "gemini-2.5-flash". */
  model: string;
  /** Another endpoint speaking the Gemini API (tests point this at a local stand-in). */
  baseUrl?: string;
  /** Per-request limit; a full plan takes the model tens of seconds. Default 120 s. */
  timeoutMs?: number;
}

/** Plans from Google's Gemini API through @google/genai, with structured JSON output. */
export function createGeminiPlanner(opts: GeminiPlannerOptions): PlannerProvider {
  const ai = new GoogleGenAI({
    apiKey: opts.apiKey,
    // Explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot switch backends.
    vertexai: false,
    httpOptions: {
      ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
      timeout: opts.timeoutMs ?? 120_000,
      // One attempt: retry.ts owns the retry policy, and SDK retries would multiply it.
      retryOptions: { attempts: 1 },
    },
  });

  return createModelPlanner(
    'gemini',
    {
      async complete(prompt) {
        const response = await ai.models.generateContent({
          model: opts.model,
          contents: prompt.user,
          config: {
            systemInstruction: prompt.system,
            responseMimeType: 'application/json',
            responseJsonSchema: prompt.schema,
          },
        });
        // No text means the reply was blocked (safety) or empty: nothing to repair.
        const text = response.text;
        if (!text) throw invalid();
        return text;
      },
      statusOf: (error) => (error instanceof ApiError ? error.status : undefined),
    },
    opts,
  );
}
