import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  configWarnings,
  fastifyTrustProxy,
  JWT_SECRET_FILE,
  KYC_KEY_FILE,
  loadConfig as loadConfigFrom,
  parseTrustProxy,
  TEST_FILES_PREFIX,
  testConfig,
} from './config.ts';

// Outside production without JWT_SECRET a start keeps its secret in DATA_DIR: these tests use a directory of their own.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'imole-config-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const loadConfig = (env: Record<string, string> = {}) => loadConfigFrom({ DATA_DIR: dataDir, ...env });

/** A KYC key for these tests (32 bytes in base64), and the identity settings production requires. */
const kycKey = Buffer.alloc(32, 7).toString('base64');
const productionKyc = {
  KYC_PROVIDER: 'smileid',
  KYC_ENCRYPTION_KEY: kycKey,
  SMILE_PARTNER_ID: '1234',
  SMILE_API_KEY: 'smile-api-key-0123',
  SMILE_ENV: 'production',
};

/** Everything production requires. */
const production = {
  ...productionKyc,
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  PUBLIC_ACCESS_KEY: 'a-real-public-key',
  PUBLIC_URL: 'https://imole.ng',
  PAYMENTS_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail',
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example',
  SMS_API_KEY: 'k',
};

describe('configuration', () => {
  it('runs on the embedded database with the outbox adapters by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      database: { kind: 'pglite' },
      mail: { transport: 'outbox' },
      sms: { provider: 'outbox' },
      publicAccessKey: 'demo-public-key',
    });
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost:5432/imole',
      poolSize: 10,
    });
  });

  it('runs one API process on the embedded database and one per core on a PostgreSQL server, unless WORKERS says', () => {
    expect(loadConfig({}).workers).toBe(1);
    const cores = os.availableParallelism();
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole' }).workers).toBe(cores);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole', WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/imole', WORKERS: 'two' })).toThrow(
      'WORKERS must be a whole number from 1 to 64',
    );
  });

  it('names every missing or bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_ACCESS_KEY',
      'PUBLIC_URL',
      'MAIL_TRANSPORT',
      'SMS_PROVIDER',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('refuses the development outbox and demo accounts in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_ACCESS_KEY: 'a-real-public-key',
      PUBLIC_URL: 'https://imole.ng',
      PAYMENTS_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
      ...productionKyc,
    };
    expect(() =>
      loadConfig({
        ...production,
        MAIL_TRANSPORT: 'outbox',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example',
        SMS_API_KEY: 'k',
        SMTP_URL: 'smtp://x',
      }),
    ).toThrow(/MAIL_TRANSPORT must be smtp/);
    expect(() =>
      loadConfig({ ...production, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail', SMS_PROVIDER: 'outbox' }),
    ).toThrow(/SMS_PROVIDER must be http/);
    expect(() =>
      loadConfig({
        ...production,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example',
        SMS_API_KEY: 'k',
        DEMO_PASSWORD: 'password123',
      }),
    ).toThrow(/DEMO_PASSWORD/);
    const ok = loadConfig({
      ...production,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://mail',
      SMS_PROVIDER: 'http',
      SMS_API_URL: 'https://sms.example',
      SMS_API_KEY: 'k',
    });
    expect(ok).toMatchObject({
      env: 'production',
      mail: { transport: 'smtp' },
      sms: { provider: 'http' },
      payments: { provider: 'paystack', baseUrl: 'https://api.paystack.co' },
    });
    expect(() =>
      loadConfig({
        ...production,
        PAYMENTS_PROVIDER: 'sandbox',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail',
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example',
        SMS_API_KEY: 'k',
      }),
    ).toThrow(/PAYMENTS_PROVIDER must be paystack/);
  });

  it('refuses the identity sandbox, a missing KYC key and missing SmileID settings in production', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    const withoutKyc = Object.fromEntries(
      Object.entries(production).filter(([key]) => !(key in productionKyc)),
    ) as Record<string, string>;
    const problems = problemsOf(withoutKyc);
    expect(problems).toContain(
      'KYC_PROVIDER must be smileid in production (the sandbox verifies no one: it is for development)',
    );
    expect(problems).toContain('KYC_ENCRYPTION_KEY is required in production (make one with: openssl rand -base64 32)');
    expect(problems).toContain('SMILE_ENV is required in production');
    expect(problemsOf({ ...production, KYC_PROVIDER: 'sandbox' })).toContain(
      'KYC_PROVIDER must be smileid in production',
    );
    const noSmile = problemsOf({
      ...withoutKyc,
      KYC_PROVIDER: 'smileid',
      KYC_ENCRYPTION_KEY: kycKey,
      SMILE_ENV: 'production',
    });
    expect(noSmile).toContain('SMILE_PARTNER_ID is required when KYC_PROVIDER is smileid');
    expect(noSmile).toContain('SMILE_API_KEY is required when KYC_PROVIDER is smileid');

    const ok = loadConfig(production);
    expect(ok.kyc).toEqual({
      provider: 'smileid',
      partnerId: '1234',
      apiKey: 'smile-api-key-0123',
      environment: 'production',
      callbackUrl: 'https://imole.ng/api/SmileId/Callback',
    });
    expect(ok.kycEncryption.currentKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(configWarnings(ok).join(' ')).not.toMatch(/SMILE_ENV/);
    // SmileID's test API with production settings (a staging): allowed, said out loud at start.
    expect(configWarnings(loadConfig({ ...production, SMILE_ENV: 'sandbox' })).join(' ')).toMatch(
      /SMILE_ENV=sandbox in production: identity checks go to SmileID's test API/,
    );
    expect(loadConfig({ ...production, SMILE_CALLBACK_URL: 'https://hooks.imole.ng/smile' }).kyc).toMatchObject({
      callbackUrl: 'https://hooks.imole.ng/smile',
    });
  });

  it('takes KYC keys of 32 bytes in base64 only, and the old keys as a comma-separated list', () => {
    const old1 = Buffer.alloc(32, 1).toString('base64');
    const old2 = Buffer.alloc(32, 2).toString('base64url');
    const config = loadConfig({ KYC_ENCRYPTION_KEY: kycKey, KYC_ENCRYPTION_OLD_KEYS: ` ${old1}, ${old2} ` });
    expect(config.kycEncryption.oldKeys.map((key) => key[0])).toEqual([1, 2]);
    expect(() => loadConfig({ KYC_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'KYC_ENCRYPTION_KEY must be 32 bytes written in base64 (make one with: openssl rand -base64 32)',
    );
    expect(() => loadConfig({ KYC_ENCRYPTION_KEY: 'not a key!' })).toThrow(/KYC_ENCRYPTION_KEY must be 32 bytes/);
    expect(() => loadConfig({ KYC_ENCRYPTION_OLD_KEYS: `${old1},short,also-short` })).toThrow(
      'KYC_ENCRYPTION_OLD_KEYS must be a comma-separated list of 32-byte keys in base64; 2 of them are not',
    );
  });

  it('uses the identity sandbox, DATA_DIR/files and five years of KYC retention by default', () => {
    const config = loadConfig();
    expect(config.kyc.provider).toBe('sandbox');
    expect(config.filesDir).toBe(path.join(dataDir, 'files'));
    expect(config.kycRetentionDays).toBe(1825);
    expect(loadConfig({ FILES_DIR: '/srv/imole-files', KYC_RETENTION_DAYS: '3650' })).toMatchObject({
      filesDir: '/srv/imole-files',
      kycRetentionDays: 3650,
    });
    expect(() => loadConfig({ KYC_RETENTION_DAYS: 'forever' })).toThrow(
      'KYC_RETENTION_DAYS must be a whole number of days',
    );
    expect(() => loadConfig({ KYC_PROVIDER: 'smileid' })).toThrow(
      'SMILE_PARTNER_ID is required when KYC_PROVIDER is smileid',
    );
    // SmileID outside production: its own sandbox by default, the callback on this server.
    expect(
      loadConfig({ KYC_PROVIDER: 'smileid', SMILE_PARTNER_ID: '1234', SMILE_API_KEY: 'smile-api-key-0123' }).kyc,
    ).toEqual({
      provider: 'smileid',
      partnerId: '1234',
      apiKey: 'smile-api-key-0123',
      environment: 'sandbox',
      callbackUrl: 'http://localhost:3000/api/SmileId/Callback',
    });
  });

  it('gives each test app files of its own and a KYC key of the test process', () => {
    const first = testConfig();
    const second = testConfig();
    expect(first.filesDir).not.toBe(second.filesDir);
    expect(first.filesDir.startsWith(TEST_FILES_PREFIX)).toBe(true);
    expect(first.kycEncryption.currentKey.equals(second.kycEncryption.currentKey)).toBe(true);
    expect(first.kycEncryption.currentKey).toHaveLength(32);
  });

  it('asks for a long JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});

describe('safe defaults (issue 18 §2)', () => {
  it('generates a random 256-bit JWT secret on the first start, keeps it in DATA_DIR with mode 600, and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'imole-secret-'));
    try {
      const first = loadConfigFrom({ DATA_DIR: dir });
      const file = path.join(dir, JWT_SECRET_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first.jwtSecret).toBe(readFileSync(file, 'utf8').trim());
      expect(Buffer.from(first.jwtSecret, 'base64url')).toHaveLength(32);
      expect(loadConfigFrom({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
      // The sandbox's webhook key comes from it too: nothing is a constant of the source.
      expect(first.payments).toEqual({ provider: 'sandbox', secret: `sandbox-${first.jwtSecret}` });

      const other = mkdtempSync(path.join(os.tmpdir(), 'imole-secret-'));
      expect(loadConfigFrom({ DATA_DIR: other }).jwtSecret).not.toBe(first.jwtSecret);
      rmSync(other, { recursive: true, force: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tightens a secret file others can read, refuses one too short, and prefers JWT_SECRET', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'imole-secret-'));
    try {
      const file = path.join(dir, JWT_SECRET_FILE);
      writeFileSync(file, 'k'.repeat(43), { mode: 0o644 });
      expect(loadConfigFrom({ DATA_DIR: dir }).jwtSecret).toBe('k'.repeat(43));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfigFrom({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe('s'.repeat(40));
      writeFileSync(file, 'short');
      expect(() => loadConfigFrom({ DATA_DIR: dir })).toThrow(/delete it to have a new one generated/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates a random KYC key on the first start, keeps it in DATA_DIR with mode 600, and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'imole-secret-'));
    try {
      const first = loadConfigFrom({ DATA_DIR: dir });
      const file = path.join(dir, KYC_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first.kycEncryption.currentKey).toHaveLength(32);
      expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first.kycEncryption.currentKey)).toBe(
        true,
      );
      expect(loadConfigFrom({ DATA_DIR: dir }).kycEncryption.currentKey.equals(first.kycEncryption.currentKey)).toBe(
        true,
      );
      const other = mkdtempSync(path.join(os.tmpdir(), 'imole-secret-'));
      expect(loadConfigFrom({ DATA_DIR: other }).kycEncryption.currentKey.equals(first.kycEncryption.currentKey)).toBe(
        false,
      );
      rmSync(other, { recursive: true, force: true });
      // KYC_ENCRYPTION_KEY wins; a damaged file is refused with what to do, never replaced (the data needs that key).
      expect(loadConfigFrom({ DATA_DIR: dir, KYC_ENCRYPTION_KEY: kycKey }).kycEncryption.currentKey[0]).toBe(7);
      writeFileSync(file, 'damaged');
      expect(() => loadConfigFrom({ DATA_DIR: dir })).toThrow(/restore it from a backup/);
      expect(readFileSync(file, 'utf8')).toBe('damaged');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without JWT_SECRET, and writes no secret file there', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'imole-secret-'));
    try {
      expect(() => loadConfigFrom({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET is required/);
      expect(() => statSync(path.join(dir, JWT_SECRET_FILE))).toThrow();
      // Nor a KYC key: in production it comes from KYC_ENCRYPTION_KEY only.
      expect(() => statSync(path.join(dir, KYC_KEY_FILE))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise, and on every address in production', () => {
    expect(loadConfig().host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
  });

  it('serves /api/docs outside production, and in production only with API_DOCS=true', () => {
    expect(loadConfig().apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('keeps the dev tools to this machine unless DEV_TOOLS_REMOTE=true, which production refuses', () => {
    expect(loadConfig().devToolsRemote).toBe(false);
    const open = loadConfig({ DEV_TOOLS_REMOTE: 'true' });
    expect(open.devToolsRemote).toBe(true);
    expect(configWarnings(open).join(' ')).toMatch(/DEV_TOOLS_REMOTE=true/);
    expect(() => loadConfig({ ...production, DEV_TOOLS_REMOTE: 'true' })).toThrow(/DEV_TOOLS_REMOTE must not be set/);
  });
});

describe('TRUST_PROXY (issue 18 §5)', () => {
  it('takes no proxy, a hop count or a list of proxy addresses', () => {
    expect(loadConfig().trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
    expect(parseTrustProxy('10.0.0.300')).toEqual({
      problem: expect.stringMatching(/TRUST_PROXY must be false, a number/),
    });
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be false, a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/"10.0.0.0\/40"/);
  });

  it('refuses true in production and warns about it elsewhere', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe any X-Forwarded-For/,
    );
    const trusting = loadConfig({ TRUST_PROXY: 'true' });
    expect(trusting.trustProxy).toBe(true);
    expect(configWarnings(trusting).join(' ')).toMatch(/TRUST_PROXY=true believes any X-Forwarded-For/);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([]);
  });

  it('hands Fastify a hop count as a function, since Fastify takes a bare number as "trust nothing"', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const byHop = trust as (address: string, hop: number) => boolean;
    expect([byHop('10.0.0.1', 0), byHop('10.0.0.2', 1), byHop('203.0.113.9', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});

describe('address search (issue 22)', () => {
  it('answers from our own data by default: no key, no third party', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).addressSearch).toEqual({ provider: 'ours' });
  });

  it('uses Google Places when a key is set, in production too, and a Nominatim server named by URL otherwise', () => {
    const key = 'AIza-test-key-0123456789';
    expect(loadConfig({ ...production, GOOGLE_PLACES_API_KEY: key }).addressSearch).toEqual({
      provider: 'google',
      apiKey: key,
      baseUrl: 'https://places.googleapis.com',
    });
    expect(loadConfig({ ...production }).addressSearch).toEqual({ provider: 'ours' });
    expect(loadConfig({ DATA_DIR: dataDir, NOMINATIM_URL: 'https://geo.example.ng/' }).addressSearch).toEqual({
      provider: 'nominatim',
      url: 'https://geo.example.ng',
      userAgent: 'Imole address search (http://localhost:3000)',
    });
    // Said outright, the provider wins over the default order.
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        GOOGLE_PLACES_API_KEY: key,
        NOMINATIM_URL: 'https://geo.example.ng',
        ADDRESS_SEARCH_PROVIDER: 'ours',
      }).addressSearch,
    ).toEqual({ provider: 'ours' });
  });

  it('names what a chosen provider is missing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ADDRESS_SEARCH_PROVIDER: 'google' })).toThrow(
      'GOOGLE_PLACES_API_KEY is required when ADDRESS_SEARCH_PROVIDER is google',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ADDRESS_SEARCH_PROVIDER: 'nominatim' })).toThrow(
      'NOMINATIM_URL is required when ADDRESS_SEARCH_PROVIDER is nominatim',
    );
  });
});
