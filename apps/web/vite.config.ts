import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** Paths the Fastify server answers; everything else is the SPA. */
const PROXIED_PATHS = ['/api', '/auth', '/admin/auth', '/admin/plans/', '/dev', '/images'];

/**
 * @app/shared has no `sideEffects` field, so the bundler would keep every module it imports
 * (zod schemas, the profanity word list) in the home chunk. Its modules only declare
 * constants and functions, so unused ones may be dropped; modules whose exports are used
 * keep their top-level code.
 */
function sharedWithoutSideEffects(): Plugin {
  return {
    name: 'shared-without-side-effects',
    transform(_code, id) {
      if (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return { moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * Writes .vite/module-chunks.json: which output chunk holds each of the app's own modules.
 * The manifest names a lazy module only when it is a chunk of its own; the plan page's modules
 * travel in the grouped "plan" chunk (below), and scripts/prerender.mjs needs to find it to
 * preload it in the plan page's shell.
 */
function moduleChunks(): Plugin {
  return {
    name: 'module-chunks',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.format !== 'es' || this.environment?.config.build.ssr) return;
      const root = `${fileURLToPath(new URL('.', import.meta.url)).replace(/\\/g, '/')}`;
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const file = id.replace(/\\/g, '/');
          if (file.startsWith(`${root}src/`)) map[file.slice(root.length)] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: JSON.stringify(map, null, 1),
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), sharedWithoutSideEffects(), moduleChunks()],
  // The server entry (dist/.ssr) needs none of the static files.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      PROXIED_PATHS.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Lets the bundle-size benchmark find the home route's chunks.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        /*
         * A plan page needs some thirty small modules (plan view, checkout, sharing, revision,
         * exports, dialogs); as separate chunks they queue behind each other on a phone's
         * connection. They travel as one "plan" chunk instead. Only those modules themselves,
         * not their dependencies: the home route shares some of those and stays as it is.
         */
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'plan',
              test: /src[\\/]features[\\/](plan-view|checkout|sharing|revise|plan-export)[\\/]|node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
