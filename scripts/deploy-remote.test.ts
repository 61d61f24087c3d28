// `npm run deploy -w mfe-<name>` (scripts/deploy-remote.mjs): the build step injected (no webpack
// here), the store as `remotes publish` fills it, and the registration against a real registry
// router on PGlite with the publish token.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMINS,
  PUBLISH_TOKEN,
  latestAudit,
  registryUnderTest,
  rowCounts,
} from '../services/gateway/src/registry/testing/registry-test-kit';
import { readStoredBuild } from '../services/gateway/src/registry/data-access/stored-build';
import { deployRemote, parseDeployArgs } from './lib/registry-deploy.mjs';
import { buildHash } from './lib/remote-store.mjs';
import { runRegistryCli } from './lib/registry-cli.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-deploy-remote-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let builds = 0;

/** A stand-in for the remote's webpack build: a Module Federation manifest and an entry. */
function fakeBuild(shared: { name: string; version?: string; requiredVersion?: unknown }[]) {
  const buildDir = path.join(tmp, `dist-${(builds += 1)}`);
  const calls: string[] = [];
  const build = async (name: string) => {
    calls.push(name);
    fs.mkdirSync(buildDir, { recursive: true });
    const container = `mfe_${name}`;
    fs.writeFileSync(
      path.join(buildDir, 'mf-manifest.json'),
      JSON.stringify({ id: container, name: container, shared }),
    );
    fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), `/* ${name} build ${builds} ${Date.now()} */`);
  };
  return { buildDir, build, calls };
}

const REACT_19 = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: 'react/', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: '@iq/i18n', version: '0.1.0', requiredVersion: false },
];

describe('parseDeployArgs', () => {
  test.each([
    [['landing'], { name: 'landing', skipBuild: false }],
    [
      ['exam', '--no-build', '--reason', 'hotfix', '--by', 'ci-exam'],
      { name: 'exam', skipBuild: true, reason: 'hotfix', publishedBy: 'ci-exam' },
    ],
  ])('%j', (argv, expected) => expect(parseDeployArgs(argv)).toEqual(expected));

  test.each([[[]], [['exam', '--reason']], [['exam', 'landing']], [['exam', '--force']]])(
    '%j is refused',
    (argv) => expect(() => parseDeployArgs(argv)).toThrow(/usage|needs a value|unexpected/),
  );
});

describe('deploy: build, publish into the store, register (PGlite)', () => {
  const deployDir = path.join(tmp, 'deploy');
  // The registry checks each registration against the build's files in the store (issue 40), as
  // the gateway wires it: what the CLI computes must be what the registry reads.
  const sut = registryUnderTest(
    { name: 'pglite', available: true },
    { storedBuild: (remote, entry) => readStoredBuild(path.join(deployDir, 'remotes'), remote, entry) },
  );
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);

  test('registers the published build with its hash, entry and shared ranges; a manager can promote it', async () => {
    const { buildDir, build, calls } = fakeBuild(REACT_19);
    const env = { DEPLOY_DIR: deployDir, REGISTRY_URL: sut.url, REGISTRY_PUBLISH_TOKEN: PUBLISH_TOKEN };
    const deployed = await deployRemote({
      name: 'landing',
      env,
      build,
      buildDir,
      reason: 'adds the girl variant',
      publishedBy: 'ci-landing',
      out,
    });
    expect(calls).toEqual(['landing']);
    expect(deployed).toMatchObject({ registered: true, created: true });
    const { version } = deployed;
    // The store, as `npm run remotes -- publish` leaves it.
    expect(fs.existsSync(path.join(deployDir, 'remotes', 'landing', version, 'mf-manifest.json'))).toBe(true);

    const row = await sut.database.db
      .selectFrom('builds')
      .selectAll()
      .where('remote', '=', 'landing')
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      content_hash: `sha256-${buildHash(buildDir)}`,
      entry: `/remotes/landing/${version}/mf-manifest.json`,
      shared: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      published_by: 'ci-landing',
    });
    expect(version).toBe(buildHash(buildDir).slice(0, 12));
    const [audit] = await latestAudit(sut.database);
    expect(audit).toMatchObject({
      action: 'publish',
      actor: 'ci:ci-landing',
      reason: 'adds the girl variant',
    });
    expect(lines.join('\n')).toContain(`registered landing ${version} at ${sut.url}`);

    // Deploying the same build again registers nothing new.
    const again = await deployRemote({ name: 'landing', env, build: async () => {}, buildDir, out });
    expect(again).toMatchObject({ version, registered: true, created: false });

    // And the CLI promotes what deploy registered.
    const cliEnv = {
      REGISTRY_SESSION: path.join(tmp, 'session.json'),
      REGISTRY_PASSWORD: ADMINS.manager.password,
    };
    const quiet = { env: cliEnv, out: () => {}, err: (line: string) => lines.push(line) };
    expect(await runRegistryCli(['login', '--url', sut.url, '--email', ADMINS.manager.email], quiet)).toBe(0);
    expect(await runRegistryCli(['promote', 'landing', version, '--reason', 'campaign'], quiet)).toBe(0);
  });

  test('`registry register` publishes and registers a folder built anywhere, with the numbers its team should see', async () => {
    // An outside team's build: a manifest and an entry far bigger than the live build's, no
    // server renderer (so no prerendered pages).
    const folder = path.join(tmp, 'outside-build');
    fs.mkdirSync(folder, { recursive: true });
    const manifest = {
      id: 'mfe_account',
      name: 'mfe_account',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: REACT_19,
    };
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* outside */${'x'.repeat(86 * 1024)}`);
    // The live account build the store serves: a 32 KB entry.
    const liveDir = path.join(deployDir, 'remotes', 'account', 'live0001');
    fs.mkdirSync(liveDir, { recursive: true });
    fs.writeFileSync(path.join(liveDir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(liveDir, 'remoteEntry.js'), 'y'.repeat(32 * 1024));
    fs.writeFileSync(
      path.join(deployDir, 'manifest.json'),
      JSON.stringify({
        remotes: { account: { version: 'live0001', entry: '/remotes/account/live0001/mf-manifest.json' } },
      }),
    );
    const printed: string[] = [];
    const warned: string[] = [];
    const code = await runRegistryCli(['register', 'account', folder, '--by', 'team-account'], {
      env: { DEPLOY_DIR: deployDir, REGISTRY_URL: sut.url, REGISTRY_PUBLISH_TOKEN: PUBLISH_TOKEN },
      out: (line: string) => printed.push(line),
      err: (line: string) => warned.push(line),
    });
    expect([code, warned.filter((line) => !line.startsWith('warning: '))]).toEqual([0, []]);
    const version = buildHash(folder).slice(0, 12);
    expect(printed).toEqual(
      expect.arrayContaining([
        `registered account ${version} at ${sut.url}`,
        'remote entry: 86.0 KB (the live build live0001: 32.0 KB)',
        'prerendered pages: 0',
      ]),
    );
    expect(warned).toEqual([
      expect.stringMatching(
        /^warning: the remote entry is 2\.7× the live build's \(86\.0 KB against 32\.0 KB\)/,
      ),
      expect.stringMatching(/^warning: no prerendered pages/),
    ]);
    const row = await sut.database.db
      .selectFrom('builds')
      .selectAll()
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remote: 'account', published_by: 'team-account' });
  });

  test('a wrong token is refused with its own message and registers nothing', async () => {
    const { buildDir, build } = fakeBuild(REACT_19);
    const before = await rowCounts(sut.database);
    const env = {
      DEPLOY_DIR: deployDir,
      REGISTRY_URL: sut.url,
      REGISTRY_PUBLISH_TOKEN: 'not-the-token-0123456789',
    };
    await expect(deployRemote({ name: 'exam', env, build, buildDir, out })).rejects.toMatchObject({
      message: expect.stringMatching(/^the registry refused REGISTRY_PUBLISH_TOKEN: /),
      exitCode: 1,
    });
    expect(await rowCounts(sut.database)).toEqual(before);
  });

  test('REGISTRY_URL without the token fails before building', async () => {
    const { buildDir, build, calls } = fakeBuild(REACT_19);
    const env = { DEPLOY_DIR: deployDir, REGISTRY_URL: sut.url };
    await expect(deployRemote({ name: 'exam', env, build, buildDir, out })).rejects.toMatchObject({
      message: expect.stringMatching(/REGISTRY_PUBLISH_TOKEN is not/),
      exitCode: 2,
    });
    expect(calls).toEqual([]);
  });

  test('without REGISTRY_URL it publishes into the store only, and says so', async () => {
    const { buildDir, build } = fakeBuild(REACT_19);
    const said: string[] = [];
    const fetchImpl = jest.fn();
    const deployed = await deployRemote({
      name: 'report',
      env: { DEPLOY_DIR: deployDir },
      build,
      buildDir,
      fetchImpl,
      out: (line: string) => said.push(line),
    });
    expect(deployed).toMatchObject({ registered: false });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(deployDir, 'remotes', 'report', deployed.version))).toBe(true);
    expect(said.join('\n')).toMatch(/REGISTRY_URL is not set: .* store only .*npm run remotes -- use report/);
  });

  test('an unknown remote is refused before building', async () => {
    const { buildDir, build, calls } = fakeBuild(REACT_19);
    await expect(
      deployRemote({ name: 'shop', env: { DEPLOY_DIR: deployDir }, build, buildDir, out }),
    ).rejects.toThrow(/unknown remote 'shop'/);
    expect(calls).toEqual([]);
  });
});
