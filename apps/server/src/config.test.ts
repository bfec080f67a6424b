import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses safe defaults: port 8080, PGlite in ./data, engines in threads, other flags off', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: path.resolve('/srv/app/data'),
      contentDir: path.resolve('/srv/app/content'),
      trustProxy: false,
      forceHttps: false,
      requireLogin: false,
      showUsagePage: false,
      statsRetentionDays: 90,
      engineThreads: true,
      logLevel: 'info',
    });
  });

  it('keeps the engines on the server thread when ENGINE_THREADS is off, and on when empty', () => {
    expect(loadConfig({ ENGINE_THREADS: 'false' }).engineThreads).toBe(false);
    expect(loadConfig({ ENGINE_THREADS: '0' }).engineThreads).toBe(false);
    expect(loadConfig({ ENGINE_THREADS: '' }).engineThreads).toBe(true);
    expect(loadConfig({ REQUIRE_LOGIN: '' }).requireLogin).toBe(false);
  });

  it('reads PostgreSQL, flags and numbers from the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://u@db:5432/dina',
      REQUIRE_LOGIN: 'true',
      TRUST_PROXY: '1',
      STATS_RETENTION_DAYS: '30',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://u@db:5432/dina',
      requireLogin: true,
      trustProxy: 1,
      statsRetentionDays: 30,
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every invalid variable in one error', () => {
    expect(() =>
      loadConfig({ PORT: 'åtti', DATABASE_URL: 'mysql://x', FORCE_HTTPS: 'kanskje' }),
    ).toThrow(/Ugyldig konfigurasjon:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}FORCE_HTTPS: /);
  });

  it.each([
    ['false', false],
    ['', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.1.0/24,fd00::/8', ['10.0.0.1', '10.0.1.0/24', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j: never "trust every hop"', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['kanskje', '10.0.0.300', '10.0.0.0/33', 'proxy.example'])(
    'refuses TRUST_PROXY=%j with a Norwegian message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY må være/);
    },
  );

  it('refuses FORCE_HTTPS without a PUBLIC_ORIGIN to redirect to, and a PUBLIC_ORIGIN that is not https', () => {
    expect(() => loadConfig({ FORCE_HTTPS: 'true' })).toThrow(/PUBLIC_ORIGIN: må settes/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'http://dina.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(
      loadConfig({ FORCE_HTTPS: 'true', PUBLIC_ORIGIN: 'https://dina.example' }).publicOrigin,
    ).toBe('https://dina.example');
  });
});
