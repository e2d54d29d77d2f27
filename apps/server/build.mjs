// Compiles the server once, at build time, so `npm start` runs plain JavaScript: no
// TypeScript is transpiled while the server starts (docs/decisions/0019-runtime-faults.md).
// Our own code and the workspace packages (@app/shared, @app/planner, TypeScript sources)
// are bundled; every other package stays in node_modules and is loaded as usual.
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdir = path.join(here, 'dist');

/**
 * Pure-JavaScript libraries of many small modules: loaded file by file, drizzle-orm alone took
 * seconds of every start (module resolution); bundled, they load as one file.
 */
const BUNDLED = ['drizzle-orm', 'zod', 'fastify-type-provider-zod'];
const bundled = (name) => BUNDLED.some((b) => name === b || name.startsWith(`${b}/`));

/**
 * Packages by name stay in node_modules, except the workspace packages (TypeScript sources),
 * JSON data files (word lists) and the libraries above, which are bundled like our own code.
 */
const packagesStayOutside = {
  name: 'packages-stay-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/') || args.path.endsWith('.json') || bundled(args.path)) {
        return undefined;
      }
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    admin: path.join(here, 'src/cli/admin.ts'),
    'prepare-db': path.join(here, 'src/cli/prepare-db.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [packagesStayOutside],
  logLevel: 'warning',
});
// V8 keeps each module's source text for the life of the process, and one character outside
// Latin-1 makes it store the whole text at two bytes a character: the chunk holding the
// destination catalogue (4.5 MB) took 8.7 MB of heap for a few box-drawing characters and
// accented names in comments. esbuild escapes non-ASCII characters in strings and regular
// expressions (its default ASCII charset) but not in comments or raw templates, so comment
// lines are made ASCII here, character for character (source-map columns stay right), and
// anything left is reported: write such characters as \u escapes in the source.
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const target = path.join(outdir, file);
  const lines = readFileSync(target, 'utf8').split('\n');
  let changed = false;
  lines.forEach((line, i) => {
    if (!/[\u0080-\uffff]/.test(line)) return;
    if (/^\s*(\/\/|\/\*|\*)/.test(line)) {
      lines[i] = line.replace(/[\u0080-\uffff]/g, '?');
      changed = true;
    } else {
      console.warn(
        `${file}:${i + 1} keeps a non-ASCII character outside a comment (the module's source doubles in memory)`,
      );
    }
  });
  if (changed) writeFileSync(target, lines.join('\n'));
}
// The migrations are read at start from beside the code (db/client.ts).
cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(process.cwd(), outdir)}`);
execFileSync(process.execPath, [path.join(outdir, 'prepare-db.js')], { stdio: 'inherit' });
