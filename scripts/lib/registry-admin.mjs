// `registry admin add`: the first campaign managers and viewers (the admin API cannot create
// admins). It opens the registry's database as the gateway does: DATABASE_URL, or embedded
// PGlite in <DATA_DIR>/registry (DATA_DIR defaults to <repo>/data). TypeScript modules, so the
// CLI runs under tsx (`node --import tsx`); they are imported only here, only when needed.
import { RegistryCliError, UsageError } from './registry-http.mjs';

export const ADMIN_ROLES = ['campaign-manager', 'viewer'];
/** Long enough to resist guessing behind the login limiter; the API accepts up to 200. */
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 200;

const UNIQUE_VIOLATION = '23505';

/** The registry database the gateway uses, from the same environment. */
export async function openGatewayRegistryDatabase(env = process.env) {
  const { loadConfig } = await import('@iq/service-common');
  const { openRegistryDatabase } = await import('../../services/gateway/src/registry/registry-database.ts');
  const config = loadConfig(env);
  return openRegistryDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

export function checkAdminPassword(password) {
  if (typeof password !== 'string' || password.length < ADMIN_PASSWORD_MIN)
    throw new UsageError(`the password needs at least ${ADMIN_PASSWORD_MIN} characters`);
  if (password.length > ADMIN_PASSWORD_MAX)
    throw new UsageError(`the password may have at most ${ADMIN_PASSWORD_MAX} characters`);
}

/**
 * Adds an admin account; `openDatabase` (default: the gateway's database from `env`) is closed
 * afterwards. Returns { id, email, role, engine }.
 */
export async function addAdminAccount({
  email,
  role,
  password,
  env = process.env,
  openDatabase = openGatewayRegistryDatabase,
  now = () => new Date(),
}) {
  if (!ADMIN_ROLES.includes(role)) throw new UsageError(`--role must be ${ADMIN_ROLES.join(' or ')}`);
  checkAdminPassword(password);
  const { adminStore } = await import('../../services/gateway/src/registry/data-access/admin-store.ts');
  const { hashPassword } = await import('../../services/common/src/passwords.ts');
  const database = await openDatabase(env);
  try {
    const passwordHash = await hashPassword(password);
    const id = await adminStore.addAdmin(database.db, email, passwordHash, role, now());
    return { id, email: email.trim().toLowerCase(), role, engine: database.engine };
  } catch (error) {
    if (error?.code === UNIQUE_VIOLATION)
      throw new RegistryCliError(`an admin ${email.trim().toLowerCase()} already exists`);
    throw error;
  } finally {
    await database.close();
  }
}
