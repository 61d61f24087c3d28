// The rendered-file cache (issue 8): one row per file, which is also the claim that an instance
// is rendering it (so two instances never render the same file at once, and a crashed render is
// taken over once it is stale).
import { sql, type Kysely } from 'kysely';
import type { OrderDB } from '../../../data-access/schema';

export type FileState = 'generating' | 'ready' | 'failed';

export interface CachedFileState {
  state: FileState;
  attempts: number;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface CachedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A render taking longer than this is taken to have died with its instance. */
export const STALE_RENDER_MS = 2 * 60 * 1000;
/** After this many failures in a row the file is refused for FAILED_PAUSE_MS, not re-rendered. */
export const MAX_RENDER_ATTEMPTS = 3;
export const FAILED_PAUSE_MS = 10 * 60 * 1000;

export function createFileCache(db: Kysely<OrderDB>) {
  return {
    async state(key: string): Promise<CachedFileState | undefined> {
      return db
        .selectFrom('report_files')
        .select(['state', 'attempts', 'started_at as startedAt', 'finished_at as finishedAt'])
        .where('key', '=', key)
        .executeTakeFirst() as Promise<CachedFileState | undefined>;
    },

    /**
     * Claims the render of a file: true when this caller must render it (no row yet, a failure
     * to retry, or a stale render); false when it is ready, being rendered, or paused after failures.
     */
    async claim(key: string, file: { fileName: string; contentType: string }, now: Date): Promise<boolean> {
      const stale = new Date(now.getTime() - STALE_RENDER_MS);
      const pausedSince = new Date(now.getTime() - FAILED_PAUSE_MS);
      const { rows } = await sql<{ key: string }>`
        insert into report_files (key, file_name, content_type, state, attempts, started_at)
        values (${key}, ${file.fileName}, ${file.contentType}, 'generating', 1, ${now})
        on conflict (key) do update
          set state = 'generating', started_at = ${now}, finished_at = null, last_error = null,
            attempts = case when report_files.state = 'failed' and report_files.attempts < ${MAX_RENDER_ATTEMPTS}
              then report_files.attempts + 1 else 1 end
          where (report_files.state = 'generating' and report_files.started_at < ${stale})
            or (report_files.state = 'failed'
              and (report_files.attempts < ${MAX_RENDER_ATTEMPTS} or report_files.finished_at < ${pausedSince}))
        returning key`.execute(db);
      return rows.length > 0;
    },

    async saveReady(key: string, content: Buffer, now: Date): Promise<void> {
      await db
        .updateTable('report_files')
        .set({ state: 'ready', content, finished_at: now, last_error: null })
        .where('key', '=', key)
        .execute();
    },

    async saveFailed(key: string, error: string, now: Date): Promise<void> {
      await db
        .updateTable('report_files')
        .set({ state: 'failed', finished_at: now, last_error: error.slice(0, 500) })
        .where('key', '=', key)
        .execute();
    },

    /** Gives up a claim without counting a failure (the renderer was busy): the next ask claims again. */
    async release(key: string): Promise<void> {
      await db.deleteFrom('report_files').where('key', '=', key).where('state', '=', 'generating').execute();
    },

    /** The bytes of a ready file, or undefined. */
    async readReady(key: string): Promise<CachedFile | undefined> {
      const row = await db
        .selectFrom('report_files')
        .select(['file_name', 'content_type', 'content'])
        .where('key', '=', key)
        .where('state', '=', 'ready')
        .executeTakeFirst();
      if (!row?.content) return undefined;
      const bytes = row.content;
      return {
        fileName: row.file_name,
        contentType: row.content_type,
        content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      };
    },
  };
}

export type FileCache = ReturnType<typeof createFileCache>;
