import express from 'express';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Migrations } from './database/database';
import { BadRequestError, NotFoundError, TooManyRequestsError } from './errors';
import { ok } from './http-errors';
import { createServiceApp } from './service-app';
import { validate } from './validate';
import {
  createTestDatabase,
  DATABASE_SETUP_TIMEOUT,
  databaseTargets,
  describeFor,
  leaksInternals,
  postJson,
  request,
  startServer,
} from './testing';
import type { RunningServer } from './run-service';
import type { Database } from './database/database';

interface NoteDB {
  notes: { id: number; text: string };
}

const migrations: Migrations = {
  '0001_notes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

const noteSchema = z.object({ id: z.number().int(), text: z.string().max(2_000_000) });

function noteRoutes(database: Database<NoteDB>) {
  const router = express.Router();
  router.post('/notes', async (req, res) => {
    const note = validate(noteSchema, req.body);
    await database.db.insertInto('notes').values(note).execute();
    ok(res, note);
  });
  router.get('/notes/:id', async (req, res) => {
    const id = validate(z.coerce.number().int(), req.params.id, 'id');
    const note = await database.db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!note) throw new NotFoundError(`No note ${id}`);
    ok(res, note);
  });
  router.get('/boom', () => {
    throw new Error('secret internals at /srv/app.ts:12:3');
  });
  router.get('/spec-code', () => {
    throw new BadRequestError('There are no retrievable reports in the current mailbox.', { code: 10101 });
  });
  router.get('/raw-zod', () => {
    z.object({ email: z.email() }).parse({ email: 'nope' });
  });
  return router;
}

describe.each(databaseTargets())('createServiceApp on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<NoteDB>;
    let server: RunningServer;

    beforeAll(async () => {
      database = await createTestDatabase<NoteDB>(target, 'common', migrations);
      server = await startServer(createServiceApp({ name: 'test', database, routes: noteRoutes(database) }));
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    test('success envelope, POST too', async () => {
      const created = await postJson(`${server.url}/notes`, { id: 1, text: 'hello' });
      expect(created).toMatchObject({ status: 200, body: { result: 200, data: { id: 1, text: 'hello' } } });
      const read = await request(`${server.url}/notes/1`);
      expect(read.body).toEqual({ result: 200, data: { id: 1, text: 'hello' } });
    });

    test('no ETag: answers are not revalidated, so none is computed', async () => {
      await postJson(`${server.url}/notes`, { id: 7, text: 'x'.repeat(5000) });
      const read = await request(`${server.url}/notes/7`);
      expect(read.status).toBe(200);
      expect(read.headers.get('etag')).toBeNull();
    });

    test('migrations and their table live in the service schema', async () => {
      const { rows } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = ${database.schema} order by table_name`.execute(
        database.db,
      );
      expect(rows.map((r) => r.table_name)).toEqual(['kysely_migration', 'kysely_migration_lock', 'notes']);
      await database.migrate(); // idempotent
    });

    test('malformed JSON → 400 envelope', async () => {
      const res = await postJson(`${server.url}/notes`, '{"id": 1,');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ result: 400, message: 'Malformed JSON body' });
    });

    test('wrong types → 400 naming the field', async () => {
      const res = await postJson(`${server.url}/notes`, { id: 'one', text: 5 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ result: 400 });
      expect((res.body as { message: string }).message).toMatch(/^id: .*; text: /);
    });

    test('raw ZodError and spec codes are mapped', async () => {
      expect((await request(`${server.url}/raw-zod`)).body).toMatchObject({
        result: 400,
        message: expect.stringMatching(/^email: /),
      });
      const res = await request(`${server.url}/spec-code`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        result: 10101,
        message: 'There are no retrievable reports in the current mailbox.',
      });
    });

    test('body over 1 MB → 413 envelope', async () => {
      const res = await postJson(`${server.url}/notes`, { id: 2, text: 'x'.repeat(1024 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ result: 413, message: 'Request body too large (limit 1 MB)' });
    });

    test('unknown id and unknown path → 404 envelope', async () => {
      expect(await request(`${server.url}/notes/999`)).toMatchObject({
        status: 404,
        body: { result: 404, message: 'No note 999' },
      });
      expect(await request(`${server.url}/nope`)).toMatchObject({
        status: 404,
        body: { result: 404, message: 'Not Found: /nope' },
      });
    });

    test('unexpected error → 500 "Internal error", no stack', async () => {
      const res = await request(`${server.url}/boom`);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ result: 500, message: 'Internal error' });
      expect(leaksInternals(res.text)).toBe(false);
    });

    test('logid echoed or generated; strict headers', async () => {
      const kept = await request(`${server.url}/notes/1`, { headers: { logid: 'abc_123-X' } });
      expect(kept.headers.get('logid')).toBe('abc_123-X');
      const replaced = await request(`${server.url}/notes/1`, { headers: { logid: 'bad id!' } });
      expect(replaced.headers.get('logid')).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      expect(replaced.headers.get('logid')).not.toBe('bad id!');
      expect(kept.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(kept.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // What the CSP says, for browsers before frame-ancestors (helmet's default said SAMEORIGIN).
      expect(kept.headers.get('x-frame-options')).toBe('DENY');
      expect(kept.headers.get('x-powered-by')).toBeNull();
    });

    test('/healthz is 200 while the database answers', async () => {
      expect(await request(`${server.url}/healthz`)).toMatchObject({ status: 200, body: { result: 200 } });
    });
  });
});

test('/healthz is 503 when the database does not answer', async () => {
  const server = await startServer(
    createServiceApp({ name: 'down', database: { ping: async () => false }, routes: express.Router() }),
  );
  try {
    expect(await request(`${server.url}/healthz`)).toMatchObject({ status: 503, body: { result: 503 } });
  } finally {
    await server.close();
  }
});

test('raw-body routes see the exact bytes (signed webhooks); the others still get parsed JSON', async () => {
  const rawBodyRoutes = express
    .Router()
    .post('/hook', express.raw({ type: () => true, limit: '1mb' }), (req, res) =>
      ok(res, { bytes: (req.body as Buffer).toString('utf8') }),
    );
  const routes = express.Router().post('/json', (req, res) => ok(res, req.body));
  const server = await startServer(createServiceApp({ name: 'raw', routes, rawBodyRoutes }));
  try {
    const exact = '{ "b": 1,  "a": 2 }';
    expect(await postJson(`${server.url}/hook`, exact)).toMatchObject({
      status: 200,
      body: { data: { bytes: exact } },
    });
    expect(await postJson(`${server.url}/json`, { a: 1 })).toMatchObject({
      status: 200,
      body: { data: { a: 1 } },
    });
  } finally {
    await server.close();
  }
});

test('a 429 that knows when: Retry-After and retryAfterSeconds (whole seconds); without it, neither', async () => {
  const routes = express
    .Router()
    .get('/busy', () => {
      throw new TooManyRequestsError('Too many requests', { retryAfterSeconds: 41.2 });
    })
    .get('/busy-plain', () => {
      throw new TooManyRequestsError('Too many requests');
    });
  const server = await startServer(createServiceApp({ name: 'limited', routes }));
  try {
    const busy = await request(`${server.url}/busy`);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('42');
    expect(busy.body).toEqual({ result: 429, message: 'Too many requests', retryAfterSeconds: 42 });
    const plain = await request(`${server.url}/busy-plain`);
    expect(plain.status).toBe(429);
    expect(plain.headers.get('retry-after')).toBeNull();
    expect(plain.body).toEqual({ result: 429, message: 'Too many requests' });
  } finally {
    await server.close();
  }
});
