// `npm run bench [name...]`: runs the named benchmarks, or all of them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const BENCHES = {
  platform: ['node', ['bench/server-me.mjs']],
  bundle: ['node', ['bench/bundle-size.mjs']],
  lighthouse: ['node', ['bench/lighthouse.mjs']],
  preview: ['node', ['bench/preview-time.mjs']],
  planner: ['tsx', ['bench/planner/run.ts']],
  'planner-eval': ['tsx', ['bench/planner-eval/run.ts']],
  'plan-read': ['node', ['bench/plan-read.mjs']],
  pdf: ['tsx', ['bench/pdf/run.ts']],
  faults: ['node', ['bench/faults.mjs']],
  'admin-search': ['tsx', ['bench/admin-search/run.ts']],
  coverage: ['tsx', ['bench/catalogue-coverage/run.ts']],
  depth: ['tsx', ['bench/catalogue-depth/run.ts']],
};

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BENCHES);
let failed = false;
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n### ${name}`);
  const [cmd, args] = bench;
  const bin = cmd === 'node' ? process.execPath : path.join(root, 'node_modules/.bin', cmd);
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
