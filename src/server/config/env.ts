import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** How long a request may wait on PostgreSQL: for a connection, and for one statement. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 8_000 };

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    /** How long a request waits on PostgreSQL for a connection, and for one statement. */
    DB_CONNECT_TIMEOUT_MS: positiveInt.default(DEFAULT_TIMEOUTS.connectMs),
    DB_STATEMENT_TIMEOUT_MS: positiveInt.default(DEFAULT_TIMEOUTS.statementMs),
    DATA_DIR: z.string().min(1).default('./data'),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@example.com'),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).default('admin12345'),
    SEED_DEMO_DATA: booleanFlag.optional(),
    SESSION_IDLE_MINUTES: positiveInt.default(8 * 60),
    SESSION_MAX_HOURS: positiveInt.default(7 * 24),
    /** How long a process keeps a session it read (ended sessions are forgotten at once); 0: never. */
    SESSION_CACHE_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int()
      .min(0)
      .max(300)
      .default(10),
    /** App processes behind the one port; PostgreSQL only (default: one per core). */
    WEB_CONCURRENCY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(64).optional(),
    MAINTENANCE_MODE: booleanFlag.default(false),
    TRUST_PROXY: booleanFlag.default(false),
    /** Where uploaded images go: a local folder (default `${DATA_DIR}/uploads`) or an S3-compatible bucket. */
    STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    S3_PREFIX: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Mail (password reset links): sent by SMTP when SMTP_URL is set, always kept in the outbox folder. */
    SMTP_URL: z.url({ error: 'must be a URL such as smtp://user:pass@host:587' }).optional(),
    MAIL_FROM: z.string().min(3).default('CareDesk <no-reply@caredesk.local>'),
    OUTBOX_DIR: z.string().min(1).optional(),
    /** The address people open the app at, for links in e-mails (default http://localhost:PORT). */
    APP_URL: z.url({ error: 'must be a URL' }).optional(),
    /** A bulk change of more complaints than this runs as a background job (answer 202) instead of inline. */
    BULK_INLINE_LIMIT: z.coerce
      .number({ error: 'must be a whole number' })
      .int()
      .min(0)
      .max(10_000)
      .default(50),
    /**
     * Test hook for the end-to-end tests only: lets an admin run the SLA job as if the clock were
     * later (POST /api/testing/sla-sweep). Never set it on a real deployment.
     */
    TEST_CLOCK_HOOK: booleanFlag.default(false),
  })
  .superRefine((value, ctx) => {
    if ((value.STORAGE_DRIVER ?? (value.S3_BUCKET ? 's3' : 'local')) === 's3' && !value.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is needed when STORAGE_DRIVER is s3' });
    if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'and S3_ACCESS_KEY_ID must be set together',
      });
    if ((value.WEB_CONCURRENCY ?? 1) > 1 && !value.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 with the embedded database (set DATABASE_URL to run several processes)',
      });
  });

// Their values may hold passwords, so an error names them without echoing the value.
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'SMTP_URL',
]);

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  admin: { email: string; password: string; passwordFromEnv: boolean; emailFromEnv: boolean };
  /** Demo data is seeded into an empty embedded database unless turned off; PostgreSQL gets only the admin. */
  seedDemoData: boolean;
  /** `cacheMs`: how long a process keeps a session it read (0: it reads it at every request). */
  session: { idleMs: number; maxAgeMs: number; cacheMs: number };
  /** App processes behind the port: WEB_CONCURRENCY, else one per core on PostgreSQL, one on PGlite. */
  webConcurrency: number;
  maintenanceMode: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** The file store: the local folder, or the S3 bucket when S3_BUCKET is set (or STORAGE_DRIVER=s3). */
  storage: StorageConfig;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; appUrl: string };
  /** Bulk changes of more complaints than this run as a background job. */
  bulkInlineLimit: number;
  /** TEST_CLOCK_HOOK: the end-to-end tests' way to move the SLA job's clock forward. */
  testClockHook: boolean;
}

export type StorageConfig =
  | { driver: 'local'; uploadsDir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      prefix: string;
      /** Where uploads are staged on this server's disk before they go to the bucket. */
      stagingDir: string;
    };

/** Thrown for a bad environment; `lines` name each variable and what is wrong with it. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const shown = SECRET_VARIABLES.has(name) ? '' : `=${JSON.stringify(env[name])}`;
        return `Invalid configuration: ${name}${shown} ${issue.message}.`;
      }),
    );
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    databaseTimeouts: { connectMs: value.DB_CONNECT_TIMEOUT_MS, statementMs: value.DB_STATEMENT_TIMEOUT_MS },
    dataDir: path.resolve(value.DATA_DIR),
    admin: {
      email: value.ADMIN_EMAIL,
      password: value.ADMIN_PASSWORD,
      emailFromEnv: Boolean(defined.ADMIN_EMAIL),
      passwordFromEnv: Boolean(defined.ADMIN_PASSWORD),
    },
    seedDemoData: value.SEED_DEMO_DATA ?? !value.DATABASE_URL,
    session: {
      idleMs: value.SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: value.SESSION_MAX_HOURS * 3_600_000,
      cacheMs: value.SESSION_CACHE_SECONDS * 1_000,
    },
    webConcurrency: value.WEB_CONCURRENCY ?? (value.DATABASE_URL ? os.availableParallelism() : 1),
    maintenanceMode: value.MAINTENANCE_MODE,
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
    storage: storageConfig(value),
    mail: {
      smtpUrl: value.SMTP_URL,
      from: value.MAIL_FROM,
      outboxDir: path.resolve(value.OUTBOX_DIR ?? path.join(value.DATA_DIR, 'outbox')),
      appUrl: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    },
    bulkInlineLimit: value.BULK_INLINE_LIMIT,
    testClockHook: value.TEST_CLOCK_HOOK,
  };
}

function storageConfig(value: z.output<typeof envSchema>): StorageConfig {
  const dataDir = path.resolve(value.DATA_DIR);
  const driver = value.STORAGE_DRIVER ?? (value.S3_BUCKET ? 's3' : 'local');
  if (driver === 'local')
    return { driver, uploadsDir: path.resolve(value.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) };
  return {
    driver,
    bucket: value.S3_BUCKET!,
    region: value.S3_REGION,
    endpoint: value.S3_ENDPOINT,
    credentials:
      value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: value.S3_FORCE_PATH_STYLE,
    prefix: value.S3_PREFIX,
    stagingDir: path.resolve(value.UPLOADS_DIR ?? path.join(dataDir, 'uploads-staging')),
  };
}
