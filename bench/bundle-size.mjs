// JavaScript and CSS sent for the home route, gzip, from the Vite build manifest.
// The home route = the entry chunk and its static imports, plus the home page's lazy chunk
// and its static imports (everything the browser downloads to render `/`). Budget: JS < 100 KB.
// Run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BUDGET_JS = 100 * 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) =>
  key.endsWith('features/home/components/home-page.tsx'),
);
if (!entryKey || !homeKey) {
  console.error('Entry or home page chunk not found in the manifest.');
  process.exit(1);
}

/** The chunk and everything it imports statically. */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep, seen);
  return seen;
}

const chunks = new Set([...collect(entryKey), ...collect(homeKey)]);
const files = { js: new Set(), css: new Set() };
for (const key of chunks) {
  const chunk = manifest[key];
  if (chunk.file.endsWith('.js')) files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
}

function measure(list) {
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const file of list) {
    const buf = readFileSync(path.join(dist, file));
    const gz = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gzip += gz;
    rows.push({ file, raw: buf.length, gzip: gz });
  }
  return { raw, gzip, rows: rows.sort((a, b) => b.gzip - a.gzip) };
}

const js = measure(files.js);
const css = measure(files.css);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('Home route (/) assets');
for (const row of [...js.rows, ...css.rows]) {
  console.log(
    `  ${row.file.padEnd(44)} ${kib(row.raw).padStart(10)} raw ${kib(row.gzip).padStart(10)} gzip`,
  );
}
console.log(
  `JavaScript: ${kib(js.gzip)} gzip (${js.gzip} bytes; ${kib(js.raw)} raw) in ${js.rows.length} files`,
);
console.log(
  `CSS:        ${kib(css.gzip)} gzip (${css.gzip} bytes; ${kib(css.raw)} raw) in ${css.rows.length} files`,
);
const ok = js.gzip < BUDGET_JS;
console.log(`Budget: JavaScript < 100 KiB gzip -> ${ok ? 'PASS' : 'FAIL'}`);
process.exit(ok ? 0 : 1);
