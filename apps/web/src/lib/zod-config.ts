/**
 * zod compiles fast parsers with `new Function` after probing whether eval is allowed; under
 * the app's Content-Security-Policy (script-src 'self') the probe itself is reported as a
 * violation on every plan page. The browser parses little, so zod's plain parsers do: no
 * probe. zod keeps its settings on this global (zod/v4/core/core.js, `config()`); setting it
 * here, before any page chunk loads zod, keeps zod out of the home route's bundle.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
