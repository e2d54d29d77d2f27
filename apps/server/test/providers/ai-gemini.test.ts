import { describe, expect } from 'vitest';
import { createGeminiPlanner } from '../../src/providers/planner/gemini.ts';
import { startGeminiStandIn } from '../helpers/stand-ins/gemini.ts';
import type { ReceivedRequest } from '../helpers/stand-ins/http-stand-in.ts';
import {
  type AdapterUnderTest,
  describePlannerContract,
} from '../helpers/stand-ins/planner-contract.ts';
import { describeRepairContract } from '../helpers/stand-ins/repair-contract.ts';

interface GeminiBody {
  contents: { parts: { text: string }[] }[];
  systemInstruction?: { parts: { text: string }[] };
  generationConfig?: { responseMimeType?: string; responseJsonSchema?: { type?: string } };
}

const MODEL = 'gemini-2.5-flash';
const KEY = 'test-gemini-key';

const adapter: AdapterUnderTest = {
  start: startGeminiStandIn,
  create: (origin) =>
    createGeminiPlanner({
      apiKey: KEY,
      model: MODEL,
      baseUrl: origin,
      retryDelayMs: 5,
    }),
  model: MODEL,
  apiKey: KEY,
  inspect(request: ReceivedRequest) {
    const body = request.body as GeminiBody;
    const texts = [
      ...(body.systemInstruction?.parts ?? []),
      ...body.contents.flatMap((c) => c.parts),
    ].map((p) => p.text);
    return {
      model: /\/models\/([^/:]+):generateContent$/.exec(request.path)?.[1] ?? '',
      apiKey: String(request.headers['x-goog-api-key'] ?? ''),
      prompt: texts.join('\n'),
    };
  },
  expectJsonMode(request) {
    expect(request.path).toBe(`/v1beta/models/${MODEL}:generateContent`);
    const config = (request.body as GeminiBody).generationConfig;
    expect(config?.responseMimeType).toBe('application/json');
    expect(config?.responseJsonSchema?.type).toBe('object');
  },
};

describe('gemini planner (@google/genai against a local stand-in)', () => {
  describePlannerContract(adapter);
});

describe('gemini planner: grounding and repair', () => {
  describeRepairContract(adapter);
});
