// Compiles the server once, at build time, so `npm start` runs plain JavaScript: no
// TypeScript is transpiled while the server starts (docs/decisions/0019-runtime-faults.md).
// Our own code and the workspace packages (@app/shared, @app/planner, TypeScript sources)
// are bundled; every other package stays in node_modules and is loaded as usual.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
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
// The migrations are read at start from beside the code (db/client.ts).
cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(process.cwd(), outdir)}`);
execFileSync(process.execPath, [path.join(outdir, 'prepare-db.js')], { stdio: 'inherit' });
