// The registry's database (ARCHITECTURE.md "Data"): embedded PGlite in `<dataDir>/registry` by
// default, PostgreSQL when DATABASE_URL is set; the schema `registry` either way.
import { createDatabase, type Database, type Logger } from '@iq/service-common';
import { registryMigrations } from './migrations';
import type { RegistryDB } from './schema';

export interface RegistryDatabaseOptions {
  /** DATABASE_URL; embedded PGlite when absent. */
  databaseUrl?: string;
  /** Embedded data root, e.g. REPO_ROOT/data (the services' DATA_DIR). */
  dataDir?: string;
  logger?: Logger;
}

/** Opens and migrates the registry's database. */
export async function openRegistryDatabase(options: RegistryDatabaseOptions): Promise<Database<RegistryDB>> {
  const database = await createDatabase<RegistryDB>({
    service: 'registry',
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    migrations: registryMigrations,
    logger: options.logger,
  });
  await database.migrate();
  return database;
}
