// `npm run build` runs this after compiling: it makes the embedded database's template
// (db/pglite-template.ts), so the first `npm start` does not wait for initdb.
import { migrationsFolder } from '../db/client.ts';
import { pgliteTemplate } from '../db/pglite-template.ts';

const started = performance.now();
const template = await pgliteTemplate(migrationsFolder);
console.log(
  template
    ? `embedded database template ready (${Math.round(performance.now() - started)} ms)`
    : 'embedded database template could not be made; new databases will run initdb',
);
