import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../src/config.ts';

/** `.env.example` and the README's configuration table name every variable config.ts reads. */

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('.env.example and the README', () => {
  it('name every variable the server reads, and nothing else in .env.example', () => {
    const example = [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect([...example].sort()).toEqual([...ENV_VARIABLES].sort());
    const readme = read('README.md');
    for (const name of ENV_VARIABLES) expect(readme, name).toContain(`\`${name}\``);
  });

  it('holds values the server accepts as they are', () => {
    const values = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(() => loadConfig(values)).not.toThrow();
  });
});
