// "Questionnaire submitted -> preview on screen": in headless Chromium against the real server
// (embedded database, local planner), a signed-up user finishes each questionnaire from its
// last step, and we time the click on 'Show me the results!' until the preview's destination
// heading (the plan's <h1>) is visible. PREVIEW_RUNS runs per path (default 10) after one
// warm-up; prints p50/p95 per path. Target: p50 and p95 under 1 s.
// Run `npm run build` first.
import { chromium } from 'playwright-core';
import { registerUser, startServer } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.PREVIEW_RUNS ?? 10));
const PORT = Number(process.env.PREVIEW_PORT ?? 3220);
const TARGET_MS = 1000;
const LOADING_TITLE = 'Creating your personalized travel plan...';

/** Finished answers, as the questionnaires store them (apps/web/src/features/questionnaire/storage.ts). */
const PATHS = {
  unknown: {
    questionnaire: '/find-destination',
    results: '/your-destination-plan',
    key: 'questionnaire:unknown',
    answers: {
      firstName: 'Bench',
      travelMotivation: 'Warm beaches, great seafood and a slow pace after a busy year.',
      travelTimeline: 'September',
      travelLengthDays: 5,
      otherTravelers: 'Two friends',
      departingFrom: 'New York',
      destinationPreferences: ['Beach & Coastal'],
      experiencePreferences: ['Culinary Adventures'],
      budgetRange: [1000, 3000],
    },
  },
  known: {
    questionnaire: '/build-plan',
    results: '/your-plan',
    key: 'questionnaire:known',
    answers: {
      firstName: 'Bench',
      destination: 'Lisbon, Portugal',
      departingFrom: 'London',
      datesTraveling: 'Early June, 4 days',
      otherTravelers: 'My partner',
      plansSoFar: 'Flights booked, nothing else yet. We love food and viewpoints.',
      dayStructurePreferences: ['Taking your time'],
      experiencePriorities: ['Amazing Restaurants'],
      budgetRange: 3000,
    },
  },
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

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

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  const { cookie } = await registerUser(server, `bench-preview-${Date.now()}@example.com`);
  if (!cookie) throw new Error('registration returned no session cookie');
  const [name, ...value] = cookie.split('=');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name, value: value.join('='), url: server.origin }]);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);

  /** One run: the questionnaire on its last step (signed in), click, wait for the preview. */
  async function run(kind) {
    const flow = PATHS[kind];
    await page.goto(`${server.origin}${flow.questionnaire}`);
    await page.evaluate(
      ({ key, answers }) =>
        window.sessionStorage.setItem(key, JSON.stringify({ step: 5, answers })),
      { key: flow.key, answers: flow.answers },
    );
    const checked = page.waitForResponse((res) => res.url().endsWith('/api/users/me'));
    await page.reload();
    if ((await checked).status() !== 200) throw new Error('not signed in');
    const submit = page.getByRole('button', { name: 'Show me the results!' });
    await submit.waitFor({ state: 'visible' });
    // Times are taken in the page: the click event, then the first animation frame in which
    // the preview's <h1> (the destination) is rendered and visible.
    await page.evaluate(() => {
      window.__previewClick = undefined;
      document.addEventListener(
        'click',
        () => {
          window.__previewClick ??= performance.now();
        },
        { capture: true, once: true },
      );
    });
    await submit.click();
    const handle = await page.waitForFunction(
      ({ results, loadingTitle }) => {
        if (window.location.pathname !== results || window.__previewClick === undefined) return;
        const title = document.querySelector('main h1');
        const text = title?.textContent?.trim() ?? '';
        if (!title || !text || text === loadingTitle) return;
        if (!title.closest('main')?.querySelector('h2')) return; // the error screen has no h2
        const box = title.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return;
        return { ms: performance.now() - window.__previewClick, heading: text };
      },
      { results: flow.results, loadingTitle: LOADING_TITLE },
      { polling: 'raf', timeout: 30_000 },
    );
    return handle.jsonValue();
  }

  for (const kind of Object.keys(PATHS)) {
    const first = await run(kind); // warm-up: caches, JIT, first chunk downloads
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push((await run(kind)).ms);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    const ok = p50 < TARGET_MS && p95 < TARGET_MS;
    if (!ok) failed = true;
    console.log(
      `${kind.padEnd(8)} ${PATHS[kind].questionnaire} -> ${PATHS[kind].results} ("${first.heading}"): ` +
        `p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms over ${RUNS} runs ` +
        `(min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))}) -> ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  await context.close();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
