// rate-limiter-flexible's counts in a service's own database (table rate_limit_counters, one per
// service: user migration 0003, order migration 0016), so every instance counts the same and a
// restart forgets nothing (ARCHITECTURE.md "Scale-out path"). A store as the library defines one
// (RateLimiterStoreAbstract: _upsert, _get, _delete, _getRateLimiterRes); consume, penalty,
// reward, block, get and delete come from the library unchanged.
//
// Time is the database's (statement_timestamp()) unless a `clock` is given: then the service's own
// clock, so a service whose tests move its clock moves its limits too. Either way expiry and the
// time left come from one source. Durations keep milliseconds (tests use waits under a second).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract';

/** The table every service's migration creates under this name and shape. */
export interface RateLimitCountersTable {
  /** `<keyPrefix>:<key>`: callers hash what identifies a person before it gets here. */
  key: string;
  points: number;
  /** null: the count never expires. */
  expires_at: Date | null;
}

export interface RateLimitDB {
  rate_limit_counters: RateLimitCountersTable;
}

/** What a statement returns: the count and the milliseconds before it expires (null: never). */
interface CounterRow {
  points: number;
  ms_left: number | null;
}

export interface DatabaseRateLimiterOptions<
  DB extends RateLimitDB = RateLimitDB,
> extends IRateLimiterOptions {
  /** A service's database: its schema has rate_limit_counters among its tables. */
  db: Kysely<DB>;
  /** Expired rows are swept after every `sweepEvery`-th upsert of this limiter (0: never). */
  sweepEvery?: number;
  /** The time to count by; the database's statement time when not given. */
  clock?: () => Date;
}

/** Rows swept at most per sweep: a sweep stays one short statement. */
const SWEEP_BATCH = 1000;

export class DatabaseRateLimiter<DB extends RateLimitDB = RateLimitDB> extends RateLimiterStoreAbstract {
  readonly #db: Kysely<RateLimitDB>;
  readonly #sweepEvery: number;
  readonly #clock: (() => Date) | undefined;
  #upserts = 0;

  constructor({ db, sweepEvery = 100, clock, ...options }: DatabaseRateLimiterOptions<DB>) {
    super({ ...options, storeClient: db });
    // Only rate_limit_counters is touched (Kysely's schema type is invariant: a wider one is cast).
    this.#db = db as unknown as Kysely<RateLimitDB>;
    this.#sweepEvery = sweepEvery;
    this.#clock = clock;
  }

  /** The time of one statement: the clock's, read once per statement, or the database's. */
  #now(): RawBuilder<Date> {
    return this.#clock
      ? sql<Date>`${this.#clock().toISOString()}::timestamptz`
      : sql<Date>`statement_timestamp()`;
  }

  #msLeft(now: RawBuilder<Date>): RawBuilder<number | null> {
    return sql<number | null>`(extract(epoch from (expires_at - ${now})) * 1000)::double precision`;
  }

  /**
   * One atomic statement: adds `points` to the key's count, or starts a new count (and expiry)
   * when there is none, it has expired, or `forceExpire` (block, set) asks for it. Two instances
   * counting at once never lose a point: the row lock orders them.
   */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<CounterRow> {
    const now = this.#now();
    const expiresAt =
      msDuration > 0 ? sql`${now} + ${msDuration}::double precision * interval '1 millisecond'` : sql`null`;
    const restart = sql`(${forceExpire}::boolean or rate_limit_counters.expires_at <= ${now})`;
    const { rows } = await sql<CounterRow>`
      insert into rate_limit_counters (key, points, expires_at)
      values (${key}, ${points}::integer, ${expiresAt})
      on conflict (key) do update set
        points = case when ${restart} then excluded.points else rate_limit_counters.points + excluded.points end,
        expires_at = case when ${restart} then excluded.expires_at else rate_limit_counters.expires_at end
      returning points, ${this.#msLeft(now)} as ms_left`.execute(this.#db);
    this.#upserts += 1;
    if (this.#sweepEvery > 0 && this.#upserts % this.#sweepEvery === 0) await this.sweep();
    return rows[0]!;
  }

  /** The key's live count, or null when it has none (or it has expired). */
  async _get(key: string): Promise<CounterRow | null> {
    const now = this.#now();
    const row = await this.#db
      .selectFrom('rate_limit_counters')
      .select(['points', this.#msLeft(now).as('ms_left')])
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
    const now = this.#now();
    await this.#db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<=', now)
      .where('key', 'in', (eb) =>
        eb.selectFrom('rate_limit_counters').select('key').where('expires_at', '<=', now).limit(SWEEP_BATCH),
      )
      .execute();
  }
}
