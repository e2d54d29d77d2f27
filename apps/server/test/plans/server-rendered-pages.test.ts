import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../src/db/schema.ts';
import { buildTestApp, call, type TestApp } from '../helpers/app.ts';
import { createPlan, planRow, signedInUser } from './factories.ts';

/**
 * Plan pages rendered on the server (plugins/page-render.ts) for a visitor with no session:
 * a plan's public link and the example plans. The markup comes from the web app's server
 * entry; here a stand-in with the same exports (dist/.ssr/entry-prerender.js), so these tests
 * see what the server gives it and what it does with the answer. The real entry is exercised
 * by the browser journeys (e2e/tests/server-rendered-plans.spec.ts).
 */

const MARKERS = {
  path: '<!--ssr:path-->',
  title: '<!--ssr:title-->',
  description: '<!--ssr:description-->',
  html: '<!--ssr:html-->',
  data: '<!--ssr:data-->',
};

const TEMPLATE = `<html><head><title>${MARKERS.title}</title><meta name="description" content="${MARKERS.description}" /></head><body><div id="root" data-prerendered="${MARKERS.path}" data-render-user="signed-out">${MARKERS.html}</div>${MARKERS.data}</body></html>`;

const STAND_IN_ENTRY = `
export const PAGE_DATA_ID = 'page-data';
export const SSR_MARKERS = ${JSON.stringify(MARKERS)};
export const pageDataJson = (data) => JSON.stringify(data).replace(/</g, '\\\\u003c');
globalThis.standInRenders = 0;
export async function renderWithData(route, pathname, plan) {
  const location = plan.plan_data.destination.location;
  if (location === 'Explode') throw new Error('render failed');
  globalThis.standInRenders += 1;
  return {
    html: '<main><h1>' + route + ' ' + pathname + ' ' + location + '</h1></main>',
    meta: { title: location + ' travel plan <&>', description: 'About "' + location + '"' },
    data: [[['plan', plan.plan_id], { location, note: '</script><script>alert(1)</script>' }]],
  };
}
`;

let t: TestApp;
let dist: string;
const renders = () => (globalThis as { standInRenders?: number }).standInRenders ?? 0;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'spa-ssr-'));
  mkdirSync(path.join(dist, 'shells'));
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, 'index.html'), '<html>app shell</html>');
  for (const route of ['plan', 'examplePlan1', 'examplePlan2']) {
    writeFileSync(path.join(dist, 'shells', `${route}.html`), `<html>${route} shell</html>`);
    writeFileSync(path.join(dist, 'shells', `${route}.server.html`), TEMPLATE);
  }
  writeFileSync(path.join(dist, '.ssr', 'entry-prerender.js'), STAND_IN_ENTRY);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist }, seedExamples: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function publicPlan(location = 'Lisbon, Portugal') {
  const owner = await signedInUser(t);
  const plan = await createPlan(t, owner, { paid: true, form: { destination: location } });
  const shared = await call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
    cookie: owner.cookie,
    body: { plan_id: plan.id, status: true },
  });
  expect(shared.statusCode, shared.body).toBe(200);
  const location_ = (plan.destination as { location: string }).location;
  return { owner, plan, location: location_ };
}

describe('server-rendered plan pages', () => {
  it('renders a public plan for a visitor with no session, from the public API answer', async () => {
    const { plan, location } = await publicPlan();
    const res = await page(`/plans/${plan.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>plan /plans/${plan.id}/ ${location}</h1>`);
    // The app hydrates only on the path it was rendered for: the trimmed one.
    expect(res.body).toContain(`data-prerendered="/plans/${plan.id}"`);
    // Title and description are escaped; the data cannot close its element.
    expect(res.body).toContain(`<title>${location} travel plan &lt;&amp;&gt;</title>`);
    expect(res.body).toContain(`content="About &quot;${location}&quot;"`);
    expect(res.body).toContain('<script type="application/json" id="page-data">');
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>');
  });

  it('leaves the page to the browser for a session, a query string, or a plan that is not public', async () => {
    const { owner, plan } = await publicPlan();
    const signedIn = await page(`/plans/${plan.id}`, { cookie: owner.cookie });
    expect(signedIn.body).toBe('<html>plan shell</html>');
    const staffCookie = await page(`/plans/${plan.id}`, { cookie: 'admin_sid=x' });
    expect(staffCookie.body).toBe('<html>plan shell</html>');
    expect((await page(`/plans/${plan.id}?invite=abc`)).body).toBe('<html>plan shell</html>');

    const other = await signedInUser(t);
    const unpaid = await createPlan(t, other);
    expect((await page(`/plans/${unpaid.id}`)).body).toBe('<html>plan shell</html>');
    expect((await page('/plans/99999999')).body).toBe('<html>plan shell</html>');
    // Beyond the id range: the API answers 400; the page is still the shell, never a 500.
    const huge = await page('/plans/9999999999');
    expect(huge.statusCode).toBe(200);
    expect(huge.body).toBe('<html>plan shell</html>');
  });

  it('stops rendering a plan the moment its public link is turned off', async () => {
    const { owner, plan, location } = await publicPlan();
    expect((await page(`/plans/${plan.id}`)).body).toContain(location);
    const off = await call(t.app, 'PATCH', '/api/plans/update-public-share-status', {
      cookie: owner.cookie,
      body: { plan_id: plan.id, status: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await page(`/plans/${plan.id}`)).body).toBe('<html>plan shell</html>');
  });

  it('renders each version once, and compresses what it sends', async () => {
    const { plan } = await publicPlan();
    const before = renders();
    const first = await page(`/plans/${plan.id}`);
    const again = await page(`/plans/${plan.id}`);
    expect(again.body).toBe(first.body);
    expect(renders() - before).toBe(1);
    const br = await page(`/plans/${plan.id}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('renders the example plans for a visitor with no session', async () => {
    const res = await page('/example-plan-1');
    expect(res.body).toContain('<h1>examplePlan1 /example-plan-1 ');
    expect((await page('/example-plan-2')).body).toContain('<h1>examplePlan2 /example-plan-2 ');
    expect((await page('/example-plan-1', { cookie: 'sid=x' })).body).toBe(
      '<html>examplePlan1 shell</html>',
    );
  });

  it('falls back to the shell when the render fails, and logs it', async () => {
    const logged: string[] = [];
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    const failing = await buildTestApp({
      env: { WEB_DIST_DIR: dist, LOG_LEVEL: 'warn' },
      logStream,
    });
    try {
      const owner = await signedInUser(failing);
      const plan = await createPlan(failing, owner, { paid: true });
      const row = await planRow(failing, plan.id);
      const planData = {
        ...row.planData,
        destination: { ...row.planData.destination, location: 'Explode' },
      } as typeof row.planData;
      await failing.database.db
        .update(plans)
        .set({ sharedPublicly: true, planData })
        .where(eq(plans.id, plan.id));
      const res = await failing.app.inject({ method: 'GET', url: `/plans/${plan.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<html>plan shell</html>');
      const log = logged.join('\n');
      expect(log).toContain('server render of a plan page failed');
    } finally {
      await failing.close();
    }
  });
});

it('serves neither the build manifests nor the server entry', async () => {
  expect((await page('/.ssr/entry-prerender.js')).statusCode).toBe(404);
  expect((await page('/.vite/manifest.json')).statusCode).toBe(404);
});
