import { type StandIn, startStandIn } from './http-stand-in.ts';

/** An OpenAI-compatible chat-completions server: POST /v1/chat/completions. */
export function startOpenAiStandIn(): Promise<StandIn> {
  return startStandIn({
    accepts: (method, path) => method === 'POST' && path === '/v1/chat/completions',
    success: (text, request) => ({
      id: 'chatcmpl-stand-in',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: (request.body as { model?: string } | undefined)?.model ?? 'unknown',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
    error: (status, message) => ({
      error: {
        message,
        type: status >= 500 ? 'server_error' : 'invalid_request_error',
        code: null,
      },
    }),
  });
}
