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

export default defineConfig({
  plugins: [react(), sharedWithoutSideEffects()],
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
});
