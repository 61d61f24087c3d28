// Configuration from the environment, validated once at start (CONVENTIONS.md).
import path from 'node:path';
import { z } from 'zod';

/** The repository root: services/common/src → ../../.. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export type ServiceName = 'exam' | 'order' | 'user';
export const SERVICE_NAMES: readonly ServiceName[] = ['exam', 'order', 'user'];
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const port = z.coerce.number().int().min(0).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ });
/** One service's address, or several instances' (issue 15): `http://a:8081,http://b:8081`. */
const httpUrls = z
  .string()
  .refine(
    (value) => value.split(',').every((url) => httpUrl.safeParse(url.trim()).success),
    'must be an http(s) URL or a comma-separated list of them',
  )
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .join(','),
  );

const envSchema = z.object({
  PORT: port.default(8080),
  EXAM_PORT: port.default(8081),
  ORDER_PORT: port.default(8082),
  USER_PORT: port.default(8083),
  HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  EXAM_URL: httpUrls.optional(),
  ORDER_URL: httpUrls.optional(),
  USER_URL: httpUrls.optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  /** Where the three services listen. */
  host: string;
  /** Where the gateway listens. */
  gatewayHost: string;
  ports: { gateway: number } & Record<ServiceName, number>;
  /** Where callers reach each service: a URL, or a comma-separated list of its instances' (createUpstream). */
  urls: Record<ServiceName, string>;
  /** Root of the embedded databases' data folders (one per service below it). */
  dataDir: string;
  /** PostgreSQL instead of embedded PGlite when set. */
  databaseUrl?: string;
  logLevel: LogLevel;
}

export class ConfigError extends Error {}

/**
 * Development mode (issue 37): development secrets, placeholder operator details and /dev/mail
 * only when the process says NODE_ENV=development (`npm start` does) or `test` (Jest does). A
 * missing or any other NODE_ENV is production: the services refuse to start without their
 * secrets and never mount /dev/mail.
 */
export function isDevelopmentMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

/** What a "required" message says a setting is required in. */
export const OUTSIDE_DEVELOPMENT = 'required unless NODE_ENV=development';

/** Reads and validates the environment; empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const ports = { gateway: e.PORT, exam: e.EXAM_PORT, order: e.ORDER_PORT, user: e.USER_PORT };
  return {
    host: e.HOST,
    gatewayHost: e.GATEWAY_HOST,
    ports,
    urls: {
      exam: e.EXAM_URL ?? `http://127.0.0.1:${ports.exam}`,
      order: e.ORDER_URL ?? `http://127.0.0.1:${ports.order}`,
      user: e.USER_URL ?? `http://127.0.0.1:${ports.user}`,
    },
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
