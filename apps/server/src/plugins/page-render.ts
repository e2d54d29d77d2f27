import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type AppRouteKey, EXAMPLE_PLAN_IDS, type PlanRecord } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html.ts';

/**
 * Plan pages rendered on the server, for the visitors who open them from a link with nothing
 * to check first (no session cookie): a plan's public link, and the two example plans
 * (docs/decisions/0022-look-and-feel.md, "Plan pages rendered on the server"). Their HTML is
 * the page itself, so the plan's text paints with the HTML instead of after the app's code,
 * its data and its render; the app then hydrates it from the same data, which the page
 * carries (apps/web/src/app/page-data.ts), with no request.
 *
 * The plan comes from the page's own API call (GET /api/plans/public/{id} with no cookies, GET
 * /api/plans/{id}/example), injected into this app: the route's authorization and read cache
 * decide, as for the browser. The markup comes from the web app's server entry
 * (apps/web/src/entry-prerender.tsx, built to dist/.ssr), loaded on the first such page.
 * Anything that fails leaves the page to the browser: the page's shell, as before.
 */

/** What the web app's server entry gives (apps/web/src/entry-prerender.tsx). */
interface WebServerEntry {
  renderWithData(
    route: DataPage,
    pathname: string,
    plan: PlanRecord,
  ): Promise<{ html: string; meta: { title: string; description: string }; data: unknown }>;
  pageDataJson(data: unknown): string;
  PAGE_DATA_ID: string;
  SSR_MARKERS: { path: string; title: string; description: string; html: string; data: string };
}

type DataPage = 'plan' | 'examplePlan1' | 'examplePlan2';

/** The API call that answers each page's plan, from its path; null when it names none. */
function planUrl(route: AppRouteKey, pathname: string): string | null {
  if (route === 'examplePlan1') return `/api/plans/${EXAMPLE_PLAN_IDS[0]}/example`;
  if (route === 'examplePlan2') return `/api/plans/${EXAMPLE_PLAN_IDS[1]}/example`;
  const id = /^\/plans\/(\d+)\/*$/i.exec(pathname)?.[1];
  return route === 'plan' && id ? `/api/plans/public/${id}` : null;
}

/** Rendered pages kept, by API call, with the answer they were made from; a few MB. */
const MAX_ENTRIES = 100;

/** A rendered page, compressed once (the static files are compressed at build time). */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressed(html: string): Promise<RenderedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipped(html, { level: 6 }),
  ]);
  return { html, br, gzip: gz };
}

export interface PageRenderer {
  /**
   * The page, or null when the server leaves it to the browser: not one of these pages, a
   * session cookie or a query string that could change what it shows, a plan that is not
   * public, or a failure.
   */
  render(
    route: AppRouteKey,
    pathname: string,
    request: { hasSession: boolean; hasQuery: boolean },
  ): Promise<RenderedPage | null>;
}

export function createPageRenderer(app: FastifyInstance, distDir: string): PageRenderer {
  const entryFile = path.join(distDir, '.ssr', 'entry-prerender.js');
  const available = existsSync(entryFile);
  let entry: Promise<WebServerEntry> | undefined;
  const templates = new Map<AppRouteKey, string | null>();
  const rendered = new Map<string, { answer: string; page: RenderedPage }>();
  // One render at a time: the web entry reads each page's meta from a module variable.
  let queue: Promise<unknown> = Promise.resolve();

  /** dist/shells/<route>.server.html (scripts/prerender.mjs), or null when there is none. */
  function template(route: AppRouteKey): string | null {
    if (!templates.has(route)) {
      const file = path.join(distDir, 'shells', `${route}.server.html`);
      templates.set(route, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return templates.get(route) ?? null;
  }

  async function renderPage(
    route: DataPage,
    pathname: string,
    plan: PlanRecord,
    page: string,
  ): Promise<string> {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<WebServerEntry>;
    const web = await entry;
    const { html, meta, data } = await web.renderWithData(route, pathname, plan);
    const fill = (text: string, marker: string, value: string) => {
      if (!text.includes(marker)) throw new Error(`the page template has no ${marker}`);
      return text.replace(marker, () => value);
    };
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    let doc = fill(page, web.SSR_MARKERS.path, escapeHtml(path));
    doc = fill(doc, web.SSR_MARKERS.title, escapeHtml(meta.title));
    doc = fill(doc, web.SSR_MARKERS.description, escapeHtml(meta.description));
    doc = fill(doc, web.SSR_MARKERS.html, html);
    return fill(
      doc,
      web.SSR_MARKERS.data,
      `<script type="application/json" id="${web.PAGE_DATA_ID}">${web.pageDataJson(data)}</script>`,
    );
  }

  return {
    async render(route, pathname, request) {
      if (!available || request.hasQuery || request.hasSession) return null;
      const url = planUrl(route, pathname);
      const page = template(route);
      if (!url || !page) return null;
      try {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: 'application/json' },
        });
        if (response.statusCode !== 200) return null;
        const answer = response.body;
        const cached = rendered.get(url);
        if (cached?.answer === answer) return cached.page;
        const plan = (JSON.parse(answer) as { plan: PlanRecord }).plan;
        const job = queue.then(() => renderPage(route as DataPage, pathname, plan, page));
        queue = job.catch(() => undefined);
        const result = await compressed(await job);
        rendered.delete(url);
        rendered.set(url, { answer, page: result });
        if (rendered.size > MAX_ENTRIES) rendered.delete(rendered.keys().next().value as string);
        return result;
      } catch (err) {
        app.log.warn({ err, route }, 'server render of a plan page failed; the browser renders it');
        return null;
      }
    },
  };
}
