// The store on its own (the CLI will call it without the HTTP contract in front): a change and
// its audit row are one transaction, so a change whose audit row cannot be written leaves nothing.
import { BadRequestError } from '@iq/service-common';
import {
  createTestDatabase,
  databaseTargets,
  describeFor,
  DATABASE_SETUP_TIMEOUT,
} from '@iq/service-common/src/testing';
import type { Database } from '@iq/service-common';
import { registryMigrations } from '../migrations';
import type { RegistryDB } from '../schema';
import { registryStore, type ChangeContext } from './registry-store';

const SHELL = { react: '19.3.1' };
const at = new Date('2026-11-26T10:00:00Z');
const context = (reason: string): ChangeContext => ({ actor: 'cm@example.com', reason, shell: SHELL, at });

const publishBody = (version: string) => ({
  remote: 'landing' as const,
  version,
  contentHash: `sha256-${version}`,
  entry: `/remotes/landing/${version}/mf-manifest.json`,
  shared: { react: '^19.0.0' },
  publishedBy: 'ci',
  reason: 'build',
});

describe.each(databaseTargets())('registry store on $name', (target) => {
  describeFor(target)('', () => {
    let database: Database<RegistryDB>;
    beforeAll(async () => {
      database = await createTestDatabase<RegistryDB>(target, 'registry', registryMigrations);
      for (const version of ['s1', 's2'])
        await registryStore.publish(database.db, publishBody(version), { actor: 'ci:ci', at });
      await registryStore.promote(database.db, 'landing', 's1', context('launch'));
    }, DATABASE_SETUP_TIMEOUT);
    afterAll(() => database?.close());

    const state = async () => ({
      live: await database.db.selectFrom('live_builds').selectAll().execute(),
      canaries: await database.db.selectFrom('canaries').selectAll().execute(),
      audit: await database.db.selectFrom('audit_log').selectAll().execute(),
    });

    test('a change without a reason is refused and its pointer change rolled back with it', async () => {
      const before = await state();
      await expect(
        registryStore.promote(database.db, 'landing', 's2', context('   ')),
      ).rejects.toBeInstanceOf(BadRequestError);
      await expect(
        registryStore.assign(database.db, 'girl', 'landing', 's2', context('')),
      ).rejects.toBeInstanceOf(BadRequestError);
      expect(await state()).toEqual(before);
    });

    test('a canary share outside 0-100 or not whole is refused', async () => {
      const before = await state();
      for (const share of [101, -5, 0.5])
        await expect(
          registryStore.canary(database.db, 'landing', 's2', share, context('x')),
        ).rejects.toBeInstanceOf(BadRequestError);
      expect(await state()).toEqual(before);
    });

    test('servingState: live builds, canaries and variant assignments with their entries', async () => {
      await registryStore.canary(database.db, 'landing', 's2', 20, context('canary'));
      await registryStore.assign(database.db, 'matrix', 'landing', 's2', context('pin'));
      expect(await registryStore.servingState(database.db)).toEqual({
        live: { landing: { version: 's1', entry: '/remotes/landing/s1/mf-manifest.json' } },
        canaries: { landing: { version: 's2', entry: '/remotes/landing/s2/mf-manifest.json', share: 20 } },
        variants: { matrix: { landing: { version: 's2', entry: '/remotes/landing/s2/mf-manifest.json' } } },
      });
    });

    test("promoting the canary's build ends the canary, in the same change, audited", async () => {
      await registryStore.promote(database.db, 'landing', 's2', context('canary went well'));
      const { live, canaries, audit } = await state();
      expect(live.map((row) => row.build_id)).toHaveLength(1);
      expect(canaries).toEqual([]);
      expect(audit.slice(-2).map((row) => [row.action, row.target, row.reason])).toEqual([
        ['promote', 'live:landing', 'canary went well'],
        ['canary', 'canary:landing', 'canary went well'],
      ]);
      expect((await registryStore.servingState(database.db)).canaries).toEqual({});
    });
  });
});
