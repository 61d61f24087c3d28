// A pg-Pool-like adapter over PGlite so Kysely's own PostgresDialect drives it (no kysely-pglite).
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

export class PGlitePool implements PostgresPool {
  readonly options = {};
  #lock: Promise<void> = Promise.resolve();
  #unlock: (() => void) | null = null;
  /** Borrowers queued behind the one holding the connection (metrics: db pool waits). */
  #waiting = 0;
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
    this.#waiting += 1;
    try {
      await previous;
    } finally {
      this.#waiting -= 1;
    }
    this.#unlock = unlock;
    return this.#client;
  }

  /** The one connection, lent or idle, and the borrowers waiting for it (as pg.Pool counts them). */
  stats(): { total: number; idle: number; waiting: number; max: number } {
    return { total: 1, idle: this.#unlock === null ? 1 : 0, waiting: this.#waiting, max: 1 };
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
