import { type StandIn, startStandIn } from './http-stand-in.ts';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  529: 'UNAVAILABLE',
};

/** The Gemini API's generateContent endpoint: POST /v1beta/models/{model}:generateContent. */
export function startGeminiStandIn(): Promise<StandIn> {
  return startStandIn({
    accepts: (method, path) =>
      method === 'POST' && /^\/v1beta\/models\/[^/]+:generateContent$/.test(path),
    success: (text) => ({
      candidates: [
        { content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
      modelVersion: 'stand-in',
    }),
    error: (status, message) => ({
      error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' },
    }),
  });
}
