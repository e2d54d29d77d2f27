import { describe, expect, it } from 'vitest';
import { createOpenAiPlanner } from '../../src/providers/planner/openai.ts';
import type { ReceivedRequest } from '../helpers/stand-ins/http-stand-in.ts';
import { startOpenAiStandIn } from '../helpers/stand-ins/openai.ts';
import { knownForm, knownPlan } from '../helpers/stand-ins/plan-fixtures.ts';
import {
  type AdapterUnderTest,
  describePlannerContract,
} from '../helpers/stand-ins/planner-contract.ts';
import { describeRepairContract } from '../helpers/stand-ins/repair-contract.ts';

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
}

const MODEL = 'llama3.1:8b';
const KEY = 'test-openai-key';

const adapter: AdapterUnderTest = {
  start: startOpenAiStandIn,
  create: (origin) =>
    createOpenAiPlanner({
      apiKey: KEY,
      model: MODEL,
      baseUrl: `${origin}/v1`,
      retryDelayMs: 5,
    }),
  model: MODEL,
  apiKey: KEY,
  inspect(request: ReceivedRequest) {
    const body = request.body as ChatBody;
    return {
      model: body.model,
      apiKey: String(request.headers.authorization ?? '').replace(/^Bearer /, ''),
      prompt: body.messages.map((m) => m.content).join('\n'),
    };
  },
  expectJsonMode(request) {
    expect(request.path).toBe('/v1/chat/completions');
    const body = request.body as ChatBody;
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
  },
};

describe('openai-compatible planner (openai SDK against a local stand-in)', () => {
  describePlannerContract(adapter);
});

describe('openai-compatible planner: grounding and repair', () => {
  describeRepairContract(adapter);
});

describe('openai-compatible planner without a key (Ollama, llama.cpp)', () => {
  it('still sends the request', async () => {
    const standIn = await startOpenAiStandIn();
    try {
      const planner = createOpenAiPlanner({
        apiKey: '',
        model: MODEL,
        baseUrl: `${standIn.origin}/v1`,
      });
      standIn.script({ text: JSON.stringify(knownPlan()) });
      await expect(planner.recommendKnown(knownForm)).resolves.toMatchObject({
        location: 'Lisbon, Portugal',
      });
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });
});
