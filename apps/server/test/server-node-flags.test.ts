import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const startScript = (file: string) =>
  (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { scripts: { start: string } })
    .scripts.start;

describe('the server runs with the same Node flags however it is started', () => {
  it('npm start (root and server workspace) passes scripts/server-node-flags.mjs', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    // Each variable as the operator's own value, else the default: NAME=${NAME:-value}.
    const env = Object.entries(SERVER_ENV)
      .map(([name, value]) => `${name}=\\$\\{${name}:-${value}\\} `)
      .join('');
    for (const file of ['package.json', 'apps/server/package.json']) {
      expect(startScript(file), file).toMatch(
        new RegExp(`^${env}node ${SERVER_NODE_FLAGS.join(' ')} `),
      );
    }
  });
});
