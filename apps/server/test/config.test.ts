import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has embedded defaults for every provider', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDataDir).toMatch(/data[/\\]pglite$/);
    expect(config.mail.provider).toBe('outbox');
    expect(config.allowedOrigins).toContain('http://localhost:3000');
    expect(config.devMailbox).toBe(true);
  });

  it('stops with a list of everything that is wrong', () => {
    try {
      loadConfig({
        PORT: 'abc',
        MAIL_PROVIDER: 'smtp',
        PUBLIC_URL: 'not a url',
        NODE_ENV: 'staging',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('PUBLIC_URL');
      expect(problems).toContain('NODE_ENV');
    }
  });

  it('requires SMTP_URL for the smtp provider and turns the dev mailbox off in production', () => {
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL: required/);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).allowedOrigins).toEqual([
      'http://localhost:3000',
    ]);
  });
});
