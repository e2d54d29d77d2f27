import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_ROUTES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';

/**
 * The web app's pages answer 200; every other path answers the prerendered not-found page
 * with 404, on a hard load too (the shared route list, @app/shared route-paths.ts, is what
 * both the server and the web app route by).
 */

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  mkdirSync(path.join(dist, 'prerendered'));
  mkdirSync(path.join(dist, 'shells'));
  writeFileSync(path.join(dist, 'index.html'), '<html>app shell</html>');
  writeFileSync(path.join(dist, 'prerendered/about.html'), '<html>about page</html>');
  writeFileSync(path.join(dist, 'prerendered/404.html'), '<html>not-found page</html>');
  writeFileSync(path.join(dist, 'shells/plan.html'), '<html>plan shell</html>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('pages and unknown paths', () => {
  it('answers every page of the app with 200', async () => {
    for (const route of Object.values(APP_ROUTES)) {
      const url = route.replace(':planId', '12');
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('serves prerendered pages, page shells, and the app shell for the others, query strings included', async () => {
    expect((await get('/about')).body).toBe('<html>about page</html>');
    expect((await get('/about/')).body).toBe('<html>about page</html>');
    expect((await get('/me?tab=1')).body).toBe('<html>app shell</html>');
    expect((await get('/plans/12?session_id=cs_1')).body).toBe('<html>plan shell</html>');
    expect((await get('/Plans/9/')).body).toBe('<html>plan shell</html>');
    // A route without a shell of its own gets the app shell.
    expect((await get('/example-plan-1')).body).toBe('<html>app shell</html>');
    expect((await get('/reset-password?token=abc')).statusCode).toBe(200);
  });

  it('answers other paths with the not-found page and 404', async () => {
    for (const url of [
      '/does-not-exist',
      '/plans',
      '/plans/12/extra',
      '/me/plans',
      '/about-us',
      '/admin/staff',
      '/index.html.bak',
      '/nope?next=/me',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toBe('<html>not-found page</html>');
    }
    // The query string never decides: /path is a page whatever it carries.
    expect((await get('/path?x=1/../nope')).statusCode).toBe(200);
  });

  it('tells each page whether the browser holds a session cookie (session_hint)', async () => {
    const hint = (response: Awaited<ReturnType<typeof get>>) =>
      String(response.headers['set-cookie'] ?? '');
    expect(hint(await get('/about'))).toMatch(/^session_hint=0; Path=\/; SameSite=Lax$/);
    const signedIn = await t.app.inject({ method: 'GET', url: '/me', cookies: { sid: 'x' } });
    expect(hint(signedIn)).toMatch(/^session_hint=1;/);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/admin/plans',
      cookies: { sid: 'x', admin_sid: 'y' },
    });
    expect(hint(staff)).toMatch(/^session_hint=3;/);
    expect(hint(await get('/nope'))).toMatch(/^session_hint=0;/);
  });

  it('keeps API paths on JSON 404s', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
