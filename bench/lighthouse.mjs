// Lighthouse 12 (mobile settings, the default form factor) in the local Chromium against the
// real server and the built web app, for /, /path and /find-destination.
// Targets: performance >= 95, accessibility 100, best practices >= 95, SEO 100.
// Each page runs LIGHTHOUSE_RUNS times (default 3; the machine may be shared and noisy): every
// run is printed, and the targets are checked against the median of each category.
// Run `npm run build` first. Pages can be chosen: `node bench/lighthouse.mjs /about /terms`.
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
const args = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGES = args.length ? args : ['/', '/path', '/find-destination'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3210);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function failingAudits(report, id) {
  return report.categories[id].auditRefs
    .map((ref) => report.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => `    ${id}: ${audit.id} (${audit.score})`);
}

const server = await startServer({ port: PORT });
// startServer gives up waiting after 30 s; on a busy machine the server can take longer.
for (let i = 0; i < 240; i++) {
  const ok = await fetch(`${server.url}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const outDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
let failed = false;
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
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
        console.error(`lighthouse failed for ${page} (run ${run})`);
        failed = true;
        continue;
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const scores = Object.fromEntries(
        Object.keys(TARGETS).map((id) => [
          id,
          Math.round((report.categories[id]?.score ?? 0) * 100),
        ]),
      );
      const metric = (id) => report.audits[id]?.displayValue ?? '-';
      console.log(
        `${page.padEnd(18)} run ${run}: performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores['best-practices']}  SEO ${scores.seo}` +
          `  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')})`,
      );
      runs.push({ scores, report });
    }
    if (!runs.length) continue;
    const medians = Object.fromEntries(
      Object.keys(TARGETS).map((id) => [id, median(runs.map((r) => r.scores[id]))]),
    );
    const misses = Object.entries(TARGETS).filter(([id, min]) => medians[id] < min);
    if (misses.length) failed = true;
    console.log(
      `${page.padEnd(18)} median: performance ${medians.performance}  accessibility ${medians.accessibility}  best-practices ${medians['best-practices']}  SEO ${medians.seo}` +
        (misses.length ? `  below target: ${misses.map(([id]) => id).join(', ')}` : '  -> PASS'),
    );
    for (const [id] of misses) {
      const failing = new Set(runs.flatMap((r) => failingAudits(r.report, id)));
      if (failing.size) console.log([...failing].slice(0, 10).join('\n'));
    }
  }
} finally {
  await server.stop();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
