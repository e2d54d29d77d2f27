/** A typed JSON client for the app's own server (same origin, session cookie included). */
import { takeEarlyResponse } from './early-requests.ts';

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
  readonly status: number;
  /** The server's stable error code, when it sent one. */
  readonly code: string | undefined;
  /** The user-facing text the server sent (`error`, else `message`); undefined if it sent none. */
  readonly serverMessage: string | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; serverMessage?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

interface ErrorBody {
  code?: unknown;
  error?: unknown;
  message?: unknown;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a JSON request and resolves with the parsed body. Non-2xx answers throw an ApiError
 * whose message is the server's `error` text, else its `message`, else the status text.
 * Server errors look like { code, error, message }.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    // A GET the app started as it loaded (lib/early-requests.ts) answers this one.
    const early = method === 'GET' && !signal?.aborted ? takeEarlyResponse(path) : null;
    response = await (early ??
      fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network request failed');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const errorBody: ErrorBody = typeof data === 'object' && data !== null ? data : {};
    const serverMessage = textOf(errorBody.error) ?? textOf(errorBody.message);
    const message =
      serverMessage ?? (response.statusText || `Request failed with status ${response.status}`);
    const code = textOf(errorBody.code);
    throw new ApiError(response.status, message, {
      ...(code ? { code } : {}),
      ...(serverMessage ? { serverMessage } : {}),
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {}),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
};

/** The server's own text when it sent one, otherwise the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}
