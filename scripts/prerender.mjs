// Build step after `vite build` (client) and `vite build --ssr src/entry-prerender.tsx` (see
// apps/web/package.json): writes the public pages prerendered to apps/web/dist/prerendered/
// (served by apps/server/src/plugins/spa.ts for those exact paths), then precompresses the
// text assets (.br and .gz next to each file, served when the browser accepts them).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
// The web app's server entry: this script's renders, and the server's plan pages.
const ssrDir = path.join(dist, '.ssr');

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The Latin files of the bundled fonts (apps/web/src/styles/fonts.css) are wanted by every
// page's first paint: preloaded, so the text swaps to them before or right at first paint.
const fontPreloads = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /^(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
  .map(
    (file) =>
      `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`,
  );
if (fontPreloads.length !== 2) throw new Error('prerender: the two Latin font files are missing');
const template = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
  /<\/head>/,
  () => `  ${fontPreloads.join('\n    ')}\n  </head>`,
);
const {
  render,
  PUBLIC_PAGES,
  PAGE_MODULES,
  NOT_FOUND_PRERENDER_PATH,
  SHELL_MODULES,
  SERVER_RENDERED,
  SSR_MARKERS,
  bootShell,
} = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
// The app shell (every page that is not prerendered) preloads them too, and paints its header
// bar at once (entry-prerender.tsx bootShell) until the app renders.
const appShell = replaceOnce(
  template,
  /<div id="root"><\/div>/,
  () => `<div id="root">${bootShell()}</div>`,
);
writeFileSync(path.join(dist, 'index.html'), appShell);

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Which chunk holds each source module (the module-chunks plugin in apps/web/vite.config.ts):
// a module grouped into a shared chunk (the plan page's) has no manifest entry of its own.
const moduleChunks = JSON.parse(readFileSync(path.join(dist, '.vite/module-chunks.json'), 'utf8'));

/** The manifest key of the chunk that holds a source module. */
function manifestKey(module) {
  if (manifest[module]) return module;
  const file = moduleChunks[module];
  const key = file && Object.keys(manifest).find((k) => manifest[k].file === file);
  if (!key) throw new Error(`prerender: ${module} is not in the build manifest`);
  return key;
}

/**
 * The chunks lazy modules need (their own and their static imports', minus the entry's): the
 * JavaScript files and the CSS files, each in load order.
 */
function chunksOf(modules) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const js = [];
  const css = [];
  const visit = (key) => {
    if (seen.has(key) || key === entryKey) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const module of modules) visit(manifestKey(module));
  return { js, css };
}

const cssOf = (modules) => chunksOf(modules).css;

/** A stylesheet's text for a <style> element (minified by Vite; no `</style` inside). */
function inlineCss(file) {
  const text = readFileSync(path.join(dist, file), 'utf8').trim();
  if (/<\/style/i.test(text)) throw new Error(`prerender: ${file} cannot be inlined`);
  return `<style>${text}</style>`;
}

/**
 * A page chunk's stylesheet that is already inlined, marked as loaded: when the page's code
 * loads, Vite's preload helper skips a stylesheet a `<link rel="stylesheet">` with its address
 * already names, instead of fetching it and applying the same rules a second time (a style
 * recalculation of the whole page while it hydrates). `disabled` keeps the browser from
 * fetching or applying it.
 */
const inlinedMarker = (file) => `<link rel="stylesheet" href="/${file}" disabled />`;

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`prerender: ${pattern} not found in index.html`);
  return text.replace(pattern, replacement);
}

const outDir = path.join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
// The entry's stylesheet links, inlined like the page's CSS: the prerendered page then paints
// from the HTML alone, with no render-blocking request.
const entryCss = [
  ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?\s*/g),
];
if (!entryCss.length) throw new Error('prerender: no stylesheet link in index.html');
const shell = entryCss.reduce((text, match) => text.replace(match[0], ''), template);

// The not-found page too: the server answers every unknown path with it and status 404.
for (const page of [...PUBLIC_PAGES, NOT_FOUND_PRERENDER_PATH]) {
  const modules = PAGE_MODULES[page];
  if (!modules) throw new Error(`prerender: no PAGE_MODULES entry for ${page}`);
  const pageCss = cssOf(modules);
  const css = [...entryCss.map((match) => match[1]), ...pageCss];
  const { html, meta } = await render(page);
  let doc = shell;
  doc = replaceOnce(doc, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  doc = replaceOnce(
    doc,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  );
  const head = [...css.map(inlineCss), ...pageCss.map(inlinedMarker)];
  doc = replaceOnce(doc, /<\/head>/, () => `  ${head.join('\n    ')}\n  </head>`);
  doc = replaceOnce(
    doc,
    /<div id="root"><\/div>/,
    () => `<div id="root" data-prerendered="${escapeHtml(page)}">${html}</div>`,
  );
  const name = page === '/' ? 'index' : page.slice(1);
  writeFileSync(path.join(outDir, `${name}.html`), doc);
  console.log(`prerendered ${page.padEnd(18)} ${(doc.length / 1024).toFixed(1)} KiB`);
}

// The shells of the pages rendered in the browser from data (entry-prerender.tsx
// SHELL_MODULES): the app shell plus the page's chunks and stylesheets, preloaded. Preloads
// do not block the first paint (the header bar); when the page's code links the stylesheets,
// they come from the memory cache.
// The pages the server may render with their data (SERVER_RENDERED) get a second template,
// dist/shells/<route>.server.html, built like a prerendered page (every stylesheet inlined,
// so the page paints from the HTML alone) with markers the server fills in
// (apps/server/src/plugins/page-render.ts). It preloads nothing: the page is there at the
// first paint, and its code is not needed for it, so the HTML and the fonts get the
// connection to themselves until then.
const shellDir = path.join(dist, 'shells');
rmSync(shellDir, { recursive: true, force: true });
mkdirSync(shellDir, { recursive: true });
for (const [route, modules] of Object.entries(SHELL_MODULES)) {
  const { js, css } = chunksOf(modules);
  const preloads = [
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}" />`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
  const doc = replaceOnce(appShell, /<\/head>/, () => `  ${preloads.join('\n    ')}\n  </head>`);
  writeFileSync(path.join(shellDir, `${route}.html`), doc);
  console.log(`shell ${route.padEnd(24)} ${js.length} chunks, ${css.length} stylesheets`);
  if (!SERVER_RENDERED.includes(route)) continue;
  const styles = [
    ...[...entryCss.map((match) => match[1]), ...css].map(inlineCss),
    ...css.map(inlinedMarker),
  ];
  let server = shell;
  server = replaceOnce(server, /<title>[^<]*<\/title>/, `<title>${SSR_MARKERS.title}</title>`);
  server = replaceOnce(
    server,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${SSR_MARKERS.description}" />`,
  );
  server = replaceOnce(server, /<\/head>/, () => `  ${styles.join('\n    ')}\n  </head>`);
  server = replaceOnce(
    server,
    /<div id="root"><\/div>/,
    () =>
      `<div id="root" data-prerendered="${SSR_MARKERS.path}" data-render-user="signed-out">${SSR_MARKERS.html}</div>${SSR_MARKERS.data}`,
  );
  writeFileSync(path.join(shellDir, `${route}.server.html`), server);
}

// Precompression: brotli (max quality) and gzip for every text asset worth compressing.
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
let count = 0;
function compressDir(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) compressDir(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(full).size < 512) continue;
    const buf = readFileSync(full);
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(buf, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }),
    );
    writeFileSync(`${full}.gz`, gzipSync(buf, { level: 9 }));
    count++;
  }
}
compressDir(dist);
console.log(`precompressed ${count} files (.br, .gz)`);
