// rate-limiter-flexible's counts in the service's own database (table rate_limit_counters,
// migration 0003), so every instance counts the same and a restart forgets nothing
// (ARCHITECTURE.md "Scale-out path"). A store as the library defines one (RateLimiterStoreAbstract:
// _upsert, _get, _delete, _getRateLimiterRes); consume, penalty, reward, block, get and delete
// come from the library unchanged.
//
// Time is the database's (statement_timestamp()), expiry and the time left alike: instances whose
// clocks differ still agree. Durations keep milliseconds (tests use waits under a second).
import { sql, type Kysely } from 'kysely';
import { RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract';
import type { UserDB } from './schema';

/** What a statement returns: the count and the milliseconds before it expires (null: never). */
interface CounterRow {
  points: number;
  ms_left: number | null;
}

export interface DatabaseRateLimiterOptions extends IRateLimiterOptions {
  db: Kysely<UserDB>;
  /** Expired rows are swept after every `sweepEvery`-th upsert of this limiter (0: never). */
  sweepEvery?: number;
}

/** Rows swept at most per sweep: a sweep stays one short statement. */
const SWEEP_BATCH = 1000;

const now = sql<Date>`statement_timestamp()`;
const msLeft = sql<number | null>`(extract(epoch from (expires_at - ${now})) * 1000)::double precision`;

export class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  readonly #db: Kysely<UserDB>;
  readonly #sweepEvery: number;
  #upserts = 0;

  constructor({ db, sweepEvery = 100, ...options }: DatabaseRateLimiterOptions) {
    super({ ...options, storeClient: db });
    this.#db = db;
    this.#sweepEvery = sweepEvery;
  }

  /**
   * One atomic statement: adds `points` to the key's count, or starts a new count (and expiry)
   * when there is none, it has expired, or `forceExpire` (block, set) asks for it. Two instances
   * counting at once never lose a point: the row lock orders them.
   */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<CounterRow> {
    const expiresAt =
      msDuration > 0 ? sql`${now} + ${msDuration}::double precision * interval '1 millisecond'` : sql`null`;
    const restart = sql`(${forceExpire}::boolean or rate_limit_counters.expires_at <= ${now})`;
    const { rows } = await sql<CounterRow>`
      insert into rate_limit_counters (key, points, expires_at)
      values (${key}, ${points}::integer, ${expiresAt})
      on conflict (key) do update set
        points = case when ${restart} then excluded.points else rate_limit_counters.points + excluded.points end,
        expires_at = case when ${restart} then excluded.expires_at else rate_limit_counters.expires_at end
      returning points, ${msLeft} as ms_left`.execute(this.#db);
    this.#upserts += 1;
    if (this.#sweepEvery > 0 && this.#upserts % this.#sweepEvery === 0) await this.sweep();
    return rows[0]!;
  }

  /** The key's live count, or null when it has none (or it has expired). */
  async _get(key: string): Promise<CounterRow | null> {
    const row = await this.#db
      .selectFrom('rate_limit_counters')
      .select(['points', msLeft.as('ms_left')])
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('rate_limit_counters').where('key', '=', key).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: CounterRow): RateLimiterRes {
    // As the library's SQL stores: a count equal to this change has just started.
    const isFirstInDuration = changedPoints === row.points;
    const consumedPoints = isFirstInDuration ? changedPoints : row.points;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      row.ms_left === null ? -1 : Math.max(Math.ceil(row.ms_left), 0),
      consumedPoints,
      isFirstInDuration,
    );
  }

  /**
   * Drops expired counts (of every limiter: they share the table), a batch at a time. The
   * expiry is checked again on the row deleted, so a count renewed meanwhile is kept.
   */
  async sweep(): Promise<void> {
    await this.#db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<=', now)
      .where('key', 'in', (eb) =>
        eb.selectFrom('rate_limit_counters').select('key').where('expires_at', '<=', now).limit(SWEEP_BATCH),
      )
      .execute();
  }
}
