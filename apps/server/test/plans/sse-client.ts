import type { FastifyInstance } from 'fastify';

/**
 * Reads GET /api/plans/:id/events from a listening app with fetch (inject cannot stream).
 */

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Starts the app on a free local port; returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export interface EventStream {
  status: number;
  contentType: string | null;
  events: SseEvent[];
  /** Resolves once an event of this name has arrived (or the stream ended without it). */
  waitFor(name: string): Promise<SseEvent | undefined>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEvents(
  baseUrl: string,
  planId: number,
  cookie?: string,
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/plans/${planId}/events`, {
    headers: cookie ? { cookie } : {},
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  const notify = () => {
    for (const w of waiters.splice(0)) w();
  };
  let done = false;

  const ended = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.text().catch(() => undefined);
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((l) => !l.startsWith(':'));
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (event) events.push({ event, data: data ? JSON.parse(data) : null });
          notify();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(): the events so far stay readable.
    }
  })().finally(() => {
    done = true;
    notify();
  });

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    ended,
    async waitFor(name) {
      for (;;) {
        const found = events.find((e) => e.event === name);
        if (found || done) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => abort.abort(),
  };
}
