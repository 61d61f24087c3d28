// A pg-Pool-like adapter over PGlite so Kysely's own PostgresDialect drives it (no kysely-pglite).
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

export class PGlitePool implements PostgresPool {
  readonly options = {};
  #lock: Promise<void> = Promise.resolve();
  #unlock: (() => void) | null = null;
  readonly #client: PostgresPoolClient;

  constructor(private readonly pglite: PGlite) {
    // One client object: Kysely keys its connection (and onCreateConnection) on it.
    this.#client = {
      query: (sql: unknown, parameters?: readonly unknown[]) => this.#query(sql, parameters ?? []),
      release: () => this.#release(),
    } as PostgresPoolClient;
  }

  /** PGlite is ONE connection: borrowers take turns, so a transaction never sees another's queries. */
  async connect(): Promise<PostgresPoolClient> {
    const previous = this.#lock;
    let unlock!: () => void;
    this.#lock = new Promise((resolve) => (unlock = resolve));
    await previous;
    this.#unlock = unlock;
    return this.#client;
  }

  async end(): Promise<void> {
    await this.#lock;
    if (!this.pglite.closed) await this.pglite.close();
  }

  #release(): void {
    const unlock = this.#unlock;
    this.#unlock = null;
    unlock?.();
  }

  async #query(sql: unknown, parameters: readonly unknown[]): Promise<PostgresQueryResult<unknown>> {
    if (typeof sql !== 'string') throw new Error('PGlitePool: streaming queries are not supported');
    const result = await this.pglite.query(sql, [...parameters]);
    return {
      command: result.command?.toUpperCase() as PostgresQueryResult<unknown>['command'],
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    };
  }
}
