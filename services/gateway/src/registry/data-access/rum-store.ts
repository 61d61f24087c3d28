// Real-user counts per build and 10-second slot (issue 41, migrations/0002-rum.ts). Gateways add their
// buffered counts in one statement per batch; the health and the analysis read them back.
import { sql, type Kysely } from 'kysely';
import type { CountRow } from '../domain/build-health';
import type { RegistryDB } from '../schema';

type Db = Kysely<RegistryDB>;

export interface CountChange {
  remote: string;
  version: string;
  slot: Date;
  series: string;
  bucket: number;
  count: number;
}

/** Rows per statement: PostgreSQL takes at most 65 535 parameters (6 a row). */
const ROWS_PER_STATEMENT = 2000;

export const rumStore = {
  /** Adds counts to the stored ones (a row another gateway wrote gets the sum). */
  async addCounts(db: Db, changes: readonly CountChange[]): Promise<void> {
    for (let i = 0; i < changes.length; i += ROWS_PER_STATEMENT) {
      const batch = changes.slice(i, i + ROWS_PER_STATEMENT);
      await db
        .insertInto('rum_counts')
        .values(batch)
        .onConflict((oc) =>
          oc
            .columns(['remote', 'version', 'slot', 'series', 'bucket'])
            .doUpdateSet({ count: sql`rum_counts.count + excluded.count` }),
        )
        .execute();
    }
  },

  /** A build's counts from `from` (inclusive) to `to` (exclusive), by slot. */
  async countsOf(db: Db, remote: string, version: string, from: Date, to: Date): Promise<CountRow[]> {
    const rows = await db
      .selectFrom('rum_counts')
      .select(['slot', 'series', 'bucket', 'count'])
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('slot', '>=', from)
      .where('slot', '<', to)
      .execute();
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  },

  /** Every published build, as `remote@version`: a beacon naming another is not counted. */
  async publishedBuilds(db: Db): Promise<Set<string>> {
    const rows = await db.selectFrom('builds').select(['remote', 'version']).execute();
    return new Set(rows.map((row) => `${row.remote}@${row.version}`));
  },
};
