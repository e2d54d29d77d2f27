import OpenAI from 'openai';
import { invalid } from './json-repair.ts';
import { createModelPlanner, type ModelPlannerOptions } from './model-planner.ts';
import type { PlannerProvider } from './types.ts';

export interface OpenAiPlannerOptions extends ModelPlannerOptions {
  /** May be empty for servers without keys (Ollama, llama.cpp, most vLLM setups). */
  apiKey: string;
  model: string;
  /** e.g. http://localhost:11434/v1 for Ollama; the SDK's default is api.openai.com. */
  baseUrl?: string;
  /** Per-request limit; local models on CPU can be slow. Default 120 s. */
  timeoutMs?: number;
}

/**
 * Plans from any OpenAI-compatible chat-completions server. Only `json_object` output
 * is requested, not `json_schema`, because Ollama, vLLM and llama.cpp all accept it;
 * the shape is spelled out in the prompt and checked by zod afterwards.
 */
export function createOpenAiPlanner(opts: OpenAiPlannerOptions): PlannerProvider {
  const client = new OpenAI({
    // The SDK refuses to start without a key (and would fall back to OPENAI_API_KEY);
    // keyless local servers ignore the Authorization header, so any placeholder works.
    apiKey: opts.apiKey || 'no-key',
    ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}),
    // retry.ts owns the retry policy; SDK retries would multiply it.
    maxRetries: 0,
    timeout: opts.timeoutMs ?? 120_000,
  });

  return createModelPlanner(
    'openai',
    {
      async complete(prompt) {
        const completion = await client.chat.completions.create({
          model: opts.model,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          response_format: { type: 'json_object' },
        });
        // null content means a refusal or an empty reply: nothing to repair.
        const text = completion.choices[0]?.message.content;
        if (!text) throw invalid();
        return text;
      },
      statusOf: (error) => (error instanceof OpenAI.APIError ? error.status : undefined),
    },
    opts,
  );
}
