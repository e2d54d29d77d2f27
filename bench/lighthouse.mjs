// Lighthouse 12 (mobile settings, the default form factor) in the local Chromium against the
// real server and the built web app, for /, /path and /find-destination.
// Targets: performance >= 95, accessibility 100, best practices >= 95, SEO 100.
// Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startServer } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');
const PAGES = ['/', '/path', '/find-destination'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

const server = await startServer({ port: 3210 });
const outDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
let failed = false;
try {
  for (const page of PAGES) {
    const out = path.join(outDir, 'report.json');
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        `${server.origin}${page}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0) {
      console.error(`lighthouse failed for ${page}`);
      failed = true;
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    );
    const misses = Object.entries(TARGETS).filter(([id, min]) => scores[id] < min);
    if (misses.length) failed = true;
    const metric = (id) => report.audits[id]?.displayValue ?? '-';
    console.log(
      `${page.padEnd(18)} performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  SEO ${scores.seo}` +
        `  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})` +
        (misses.length ? `  below target: ${misses.map(([id]) => id).join(', ')}` : ''),
    );
    for (const [id] of misses) {
      const failing = report.categories[id].auditRefs
        .map((ref) => report.audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `    ${id}: ${audit.id} (${audit.score})`);
      if (failing.length) console.log(failing.slice(0, 8).join('\n'));
    }
  }
} finally {
  await server.stop();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
