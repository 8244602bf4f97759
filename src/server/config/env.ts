import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).default('admin12345'),
  SEED_DEMO_DATA: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(8 * 60),
  SESSION_MAX_HOURS: positiveInt.default(7 * 24),
  MAINTENANCE_MODE: booleanFlag.default(false),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// Their values may hold passwords, so an error names them without echoing the value.
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'ADMIN_PASSWORD']);

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  admin: { email: string; password: string; passwordFromEnv: boolean; emailFromEnv: boolean };
  /** Demo data is seeded into an empty embedded database unless turned off; PostgreSQL gets only the admin. */
  seedDemoData: boolean;
  session: { idleMs: number; maxAgeMs: number };
  maintenanceMode: boolean;
  trustProxy: boolean;
  logLevel: string;
}

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
    dataDir: path.resolve(value.DATA_DIR),
    admin: {
      email: value.ADMIN_EMAIL,
      password: value.ADMIN_PASSWORD,
      emailFromEnv: Boolean(defined.ADMIN_EMAIL),
      passwordFromEnv: Boolean(defined.ADMIN_PASSWORD),
    },
    seedDemoData: value.SEED_DEMO_DATA ?? !value.DATABASE_URL,
    session: { idleMs: value.SESSION_IDLE_MINUTES * 60_000, maxAgeMs: value.SESSION_MAX_HOURS * 3_600_000 },
    maintenanceMode: value.MAINTENANCE_MODE,
    trustProxy: value.TRUST_PROXY,
    logLevel: value.LOG_LEVEL,
  };
}
