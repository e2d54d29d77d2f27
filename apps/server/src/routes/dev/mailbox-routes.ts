import { planIdParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { findMail, recentMail } from '../../services/mailbox.ts';
import { type RouteDeps, typed } from '../types.ts';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development mailbox: every stored message, newest first, with clickable links.
 * Registered only when DEV_MAILBOX is on (never by default in production).
 */
export async function mailboxRoutes(app: FastifyInstance, { ctx }: RouteDeps) {
  const r = typed(app);
  const recent = () => recentMail(ctx);

  r.get('/dev/mailbox/messages.json', { schema: { hide: true } }, async () => {
    const rows = await recent();
    return rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    }));
  });

  r.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await recent();
    const items = rows
      .map(
        (m) => `<article><h2><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.kind)} · ${m.createdAt.toISOString()} · ${m.status}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head>
<body><h1>Mailbox (development)</h1><p>Messages the app would have sent. Not available in production.</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
  });

  r.get(
    '/dev/mailbox/:id',
    {
      schema: {
        hide: true,
        // Canonical decimal only, as plan ids ("12", not "1e1" or "0x0c").
        params: planIdParams,
      },
    },
    async (request, reply) => {
      const m = await findMail(ctx, request.params.id);
      if (!m) throw new AppError('NOT_FOUND');
      reply.type('text/html; charset=utf-8');
      return m.html;
    },
  );
}
