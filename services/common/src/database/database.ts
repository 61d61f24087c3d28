// One Kysely per service: embedded PGlite by default, PostgreSQL when DATABASE_URL is set
// (ARCHITECTURE.md "Data"). Each service lives in its own schema, migration table included.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import type { Logger } from '../logger';
import type { PoolStats } from '../metrics/process-metrics';
import { oneSchemaDialect } from './one-schema-introspector';
import { PGlitePool } from './pglite-pool';

export type { Migration } from 'kysely/migration';
export type Migrations = Readonly<Record<string, Migration>>;

export interface DatabaseOptions {
  /** Service name: the embedded data folder `<dataDir>/<service>` and the default schema. */
  service: string;
  /** PostgreSQL schema; tests pass a unique one. Defaults to the service name. */
  schema?: string;
  /** PostgreSQL connection string; embedded PGlite when absent. */
  databaseUrl?: string;
  /** Embedded data root (required unless `memory` or `databaseUrl`). */
  dataDir?: string;
  /** Embedded, in memory (tests). */
  memory?: boolean;
  /** Embedded in memory: start from a dump of an initialised data folder (skips initdb). */
  initialData?: Blob;
  /** An embedded instance already open (tests dump one after migrating); closed with the database. */
  embedded?: PGlite;
  migrations?: Migrations;
  logger?: Logger;
}

export interface Database<DB> {
  db: Kysely<DB>;
  schema: string;
  engine: 'pglite' | 'postgres';
  /** Runs the service's migrations to the latest; the migration tables live in `schema`. */
  migrate(): Promise<void>;
  /** `select 1` within two seconds. */
  ping(): Promise<boolean>;
  /** The connection pool's counts now (metrics: database pool waits). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function createDatabase<DB>(options: DatabaseOptions): Promise<Database<DB>> {
  const schema = options.schema ?? options.service;
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const pool = options.databaseUrl
    ? createPgPool(options.databaseUrl, options.logger)
    : await createPGlitePool(options);
  const poolStats =
    pool instanceof PGlitePool
      ? () => pool.stats()
      : () => {
          const open = pool as pg.Pool;
          return {
            total: open.totalCount,
            idle: open.idleCount,
            waiting: open.waitingCount,
            max: PG_POOL_MAX,
          };
        };

  const db = new Kysely<DB>({
    // The migrator's questions (does the schema, does its table exist?) read this schema alone.
    dialect: oneSchemaDialect(
      new PostgresDialect({
        pool,
        // Unqualified names resolve inside the service's own schema, on every connection.
        onCreateConnection: async (connection) => {
          await connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`));
        },
      }),
      schema,
    ),
  });

  return {
    db,
    schema,
    engine,
    async migrate() {
      // The migrator makes the schema, its tables and takes its lock, each safe against another
      // instance doing the same at the same moment; `create schema if not exists` run here first
      // was not: two instances started together, one failed on PostgreSQL's pg_namespace index.
      // Its existence checks read this schema alone (oneSchemaDialect).
      const migrations = options.migrations ?? {};
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => ({ ...migrations }) },
        migrationTableSchema: schema,
      });
      const { error, results } = await migrator.migrateToLatest();
      for (const result of results ?? []) {
        if (result.status === 'Success')
          options.logger?.info({ migration: result.migrationName }, 'migrated');
      }
      if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
    },
    async ping() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 2000)));
      const query = sql`select 1`.execute(db).then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    poolStats,
    async close() {
      await db.destroy();
    },
  };
}

/** Connections per process on PostgreSQL. */
const PG_POOL_MAX = 10;

function createPgPool(connectionString: string, logger?: Logger): PostgresPool {
  const pool = new pg.Pool({
    connectionString,
    max: PG_POOL_MAX,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => logger?.error({ err }, 'idle PostgreSQL client error'));
  // Nor may a client in use (a restart cuts every connection; pg reports it on the client, which
  // has no listener while checked out): its query fails on its own, and the pool drops it when
  // it is released, as it is no longer queryable.
  pool.on('connect', (client) =>
    client.on('error', (err) => logger?.warn({ err }, 'PostgreSQL connection lost')),
  );
  return pool;
}

/**
 * An in-memory database (a test's) holds a few megabytes: PostgreSQL's default 128 MB of shared
 * buffers are set up at every start, which cost most of an instance's start
 * (docs/decisions/2026-12-01-test-databases-small-buffers.md). Its own buffers stay larger than
 * its data.
 */
const IN_MEMORY_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function createPGlitePool(options: DatabaseOptions): Promise<PostgresPool> {
  if (options.embedded) return new PGlitePool(options.embedded);
  if (options.memory) {
    return new PGlitePool(
      await PGlite.create({
        ...(options.initialData ? { loadDataDir: options.initialData } : {}),
        startParams: [...PGlite.defaultStartParams, ...IN_MEMORY_SETTINGS],
      }),
    );
  }
  if (!options.dataDir)
    throw new Error('createDatabase: dataDir is required for an embedded database on disk');
  const folder = path.join(options.dataDir, options.service);
  mkdirSync(folder, { recursive: true });
  return new PGlitePool(await PGlite.create(folder));
}
