// The campaign managers' CLI (scripts/registry.mjs) against a real registry router on PGlite: its
// arguments, its session file, its Origin header, and what it says when the API refuses.
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { openRegistryDatabase } from '../services/gateway/src/registry/registry-database';
import {
  ADMINS,
  freshVersion,
  latestAudit,
  publish,
  registryApp,
  registryUnderTest,
  rowCounts,
  type RegistryUnderTest,
} from '../services/gateway/src/registry/testing/registry-test-kit';
import { startServer } from '@iq/service-common/src/testing';
import { parseRegistryArgs, runRegistryCli } from './lib/registry-cli.mjs';
import { promptHidden } from './lib/registry-prompt.mjs';

type Env = Record<string, string | undefined>;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'iq-registry-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let sessions = 0;
const freshSessionFile = () => path.join(tmp, `session-${(sessions += 1)}`, 'session.json');

/** A CLI with its own session file; `env` adds to it. Never prompts: tests give REGISTRY_PASSWORD. */
function cliWith(env: Env = {}, openDatabase?: () => Promise<unknown>) {
  const base: Env = { REGISTRY_SESSION: freshSessionFile(), ...env };
  return async (argv: string[], extra: Env = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code: number = await runRegistryCli(argv, {
      env: { ...base, ...extra },
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      readPassword: async () => {
        throw new Error('the test prompted for a password');
      },
      openDatabase,
    });
    return { code, out: out.join('\n'), err: err.join('\n'), sessionFile: base.REGISTRY_SESSION! };
  };
}

async function published(sut: RegistryUnderTest, remote: string) {
  const version = freshVersion(remote);
  const res = await publish(sut, remote, version);
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${res.text}`);
  return version;
}

describe('parseRegistryArgs', () => {
  test.each([
    [
      ['promote', 'exam', 'v1', '--reason', 'spring campaign'],
      { command: 'promote', remote: 'exam', version: 'v1', reason: 'spring campaign' },
    ],
    [
      ['promote', 'exam', 'v1', '--reason=why'],
      { command: 'promote', remote: 'exam', version: 'v1', reason: 'why' },
    ],
    [
      ['promote', 'landing', 'v2', '--reason', 'variant only', '--drop-pages', '/, /privacy/:codeExam'],
      { command: 'promote', remote: 'landing', dropPages: ['/', '/privacy/:codeExam'] },
    ],
    [
      ['canary', 'landing', 'v2', '5', '--reason', 'x', '--drop-pages=/'],
      { command: 'canary', share: 5, dropPages: ['/'] },
    ],
    [
      ['rollback', 'landing', '--variant', 'girl', '--reason', 'broken'],
      { command: 'rollback', remote: 'landing', variant: 'girl', reason: 'broken' },
    ],
    [
      ['assign', 'girl', 'landing', 'none', '--reason', 'end test'],
      { command: 'assign', variant: 'girl', remote: 'landing', version: null, reason: 'end test' },
    ],
    [
      ['canary', 'exam', 'v2', '25%', '--reason', 'try'],
      { command: 'canary', remote: 'exam', version: 'v2', share: 25, reason: 'try' },
    ],
    [
      ['history', '--remote', 'exam', '--limit', '5', '--url', 'https://iq.example.com'],
      { command: 'history', remote: 'exam', limit: 5, json: false, url: 'https://iq.example.com' },
    ],
    [['list', 'report', '--json'], { command: 'list', remotes: ['report'], json: true }],
    [
      ['admin', 'add', 'Ops@Example.com', '--role', 'viewer'],
      { command: 'admin-add', email: 'Ops@Example.com', role: 'viewer' },
    ],
    [['analysis', 'landing'], { command: 'analysis', remote: 'landing', action: 'show', json: false }],
    [
      [
        'analysis',
        'landing',
        '--start',
        'v2',
        '--reason',
        'new hero',
        '--steps',
        '10,50,100',
        '--min-sample',
        '300',
        '--gates',
        'errorRate=1, lcpP75=0.25',
      ],
      {
        action: 'start',
        version: 'v2',
        reason: 'new hero',
        config: { steps: [10, 50, 100], minSample: 300, gates: { errorRate: 1, lcpP75: 0.25 } },
      },
    ],
    [
      ['analysis', 'exam', '--stop', '--reason', 'enough'],
      { action: 'stop', remote: 'exam', reason: 'enough' },
    ],
    [[], { command: 'help' }],
  ])('%j', (argv, expected) => {
    expect(parseRegistryArgs(argv)).toMatchObject(expected);
  });

  test.each([
    [['promote', 'exam', 'v1'], /needs --reason/],
    [['promote', 'exam', 'v1', '--reason', '   '], /needs --reason/],
    [['promote', 'shop', 'v1', '--reason', 'x'], /unknown remote 'shop'/],
    [['promote', 'exam', '--reason', 'x'], /expected 2 argument/],
    [['canary', 'exam', 'v2', '101', '--reason', 'x'], /whole number from 0 to 100/],
    [['canary', 'exam', 'v2', '2.5', '--reason', 'x'], /whole number from 0 to 100/],
    [['history', '--limit', '0'], /--limit must be from 1 to 500/],
    [['promote', 'landing', 'v2', '--reason', 'x', '--drop-pages', ' , '], /--drop-pages needs the pages/],
    [['rollback', 'landing', '--reason', 'x', '--drop-pages', '/'], /rollback does not take --drop-pages/],
    [['list', '--force'], /list does not take --force/],
    [['login', '--url', 'https://iq.example.com'], /needs --email/],
    [['admin', 'add', 'a@example.com'], /needs --role/],
    [['admin', 'remove', 'a@example.com'], /unknown admin command/],
    [['deploy'], /unknown command 'deploy'/],
    [['analysis', 'landing', '--start', 'v2'], /needs --reason/],
    [['analysis', 'landing', '--stop'], /needs --reason/],
    [['analysis', 'landing', '--steps', '5,100'], /--steps goes with --start/],
    [['analysis', 'landing', '--start', 'v2', '--stop', '--reason', 'x'], /--start or --stop/],
    [
      ['analysis', 'landing', '--start', 'v2', '--reason', 'x', '--gates', 'speed=2'],
      /not <gate>=<tolerance>/,
    ],
    [['analysis', 'landing', '--start', 'v2', '--reason', 'x', '--min-sample', '5'], /at least 10/],
  ])('%j is refused before anything is sent', (argv, message) => {
    expect(() => parseRegistryArgs(argv)).toThrow(message);
    try {
      parseRegistryArgs(argv);
    } catch (error) {
      expect((error as { exitCode: number }).exitCode).toBe(2);
    }
  });
});

describe('promptHidden', () => {
  test('a pipe: the first line', async () => {
    const output = new PassThrough();
    await expect(
      promptHidden('Password: ', { input: Readable.from(['secret pass\nmore\n']), output }),
    ).resolves.toBe('secret pass');
  });

  test('a terminal: raw mode, nothing echoed, backspace works, raw mode off afterwards', async () => {
    const input = Object.assign(new EventEmitter(), {
      isTTY: true,
      setRawMode: jest.fn(),
      setEncoding: jest.fn(),
      resume: jest.fn(),
      pause: jest.fn(),
    });
    let echoed = '';
    const output = { write: (text: string) => void (echoed += text) };
    const answer = promptHidden('Password: ', { input, output });
    input.emit('data', 'sx\u007fecr');
    input.emit('data', 'et\r');
    await expect(answer).resolves.toBe('secret');
    expect(echoed).toBe('Password: \n');
    expect(input.setRawMode.mock.calls).toEqual([[true], [false]]);
  });

  test('a terminal: Ctrl-C cancels', async () => {
    const input = Object.assign(new EventEmitter(), {
      isTTY: true,
      setRawMode: jest.fn(),
      setEncoding: jest.fn(),
      resume: jest.fn(),
      pause: jest.fn(),
    });
    const answer = promptHidden('Password: ', { input, output: { write: () => true } });
    input.emit('data', 'abc\u0003');
    await expect(answer).rejects.toMatchObject({ message: 'cancelled', exitCode: 130 });
  });
});

describe('registry CLI against the admin API (PGlite)', () => {
  const sut = registryUnderTest({ name: 'pglite', available: true });
  const manager = { REGISTRY_PASSWORD: ADMINS.manager.password };
  const login = (cli: ReturnType<typeof cliWith>, who: keyof typeof ADMINS = 'manager') =>
    cli(['login', '--url', sut.url, '--email', ADMINS[who].email], {
      REGISTRY_PASSWORD: ADMINS[who].password,
    });

  test('login keeps the cookie in a 0600 file; promote then works and writes the audit row', async () => {
    const version = await published(sut, 'exam');
    const cli = cliWith(manager);

    const signedIn = await login(cli);
    expect(signedIn).toMatchObject({ code: 0, err: '' });
    expect(signedIn.out).toContain(`as ${ADMINS.manager.email} (campaign-manager)`);
    const saved = JSON.parse(fs.readFileSync(signedIn.sessionFile, 'utf8'));
    expect(saved).toMatchObject({ url: sut.url, email: ADMINS.manager.email });
    expect(saved.cookie).toMatch(/^iq_admin=[A-Za-z0-9_-]{20,}$/);
    expect(fs.statSync(signedIn.sessionFile).mode & 0o777).toBe(0o600);
    expect(saved).not.toHaveProperty('password');

    const promoted = await cli(['promote', 'exam', version, '--reason', 'spring campaign']);
    expect(promoted).toMatchObject({ code: 0, out: `live: exam ${version}`, err: '' });
    const [audit] = await latestAudit(sut.database);
    expect(audit).toMatchObject({
      action: 'promote',
      actor: ADMINS.manager.email,
      remote: 'exam',
      reason: 'spring campaign',
    });

    const list = await cli(['list', 'exam']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`^  \\* ${version} `, 'm'));
    const history = await cli(['history', '--remote', 'exam', '--limit', '1']);
    expect(history.code).toBe(0);
    expect(history.out).toContain(`${ADMINS.manager.email}  promote`);
    expect(history.out).toContain(`→ ${version}  "spring campaign"`);
    expect((await cli(['whoami'])).out).toBe(`${ADMINS.manager.email} (campaign-manager) at ${sut.url}`);
    // Issue 40: a build the shell cannot run is listed with the server's reason to refuse it.
    const older = freshVersion('exam');
    expect((await publish(sut, 'exam', older, { shared: { react: '^18.3.1' } })).status).toBe(200);
    expect((await cli(['list', 'exam'])).out).toMatch(
      new RegExp(`^    ${older} .*refused: react \\^18\\.3\\.1 needed, the shell provides 19\\.3\\.1$`, 'm'),
    );
  });

  test('without a login the CLI says "log in first", exits non-zero and nothing changes', async () => {
    const version = await published(sut, 'report');
    const before = await rowCounts(sut.database);

    const noGateway = await cliWith()(['promote', 'report', version, '--reason', 'go']);
    expect(noGateway.code).toBe(1);
    expect(noGateway.err).toMatch(/^registry: log in first/);

    const cli = cliWith();
    for (const argv of [
      ['promote', 'report', version, '--reason', 'go', '--url', sut.url],
      ['canary', 'report', version, '10', '--reason', 'go', '--url', sut.url],
      ['list', '--url', sut.url],
      ['history', '--url', sut.url],
    ]) {
      const run = await cli(argv);
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/^registry: log in first .*: Sign in as a campaign manager first$/);
      expect(run.out).toBe('');
    }
    // REGISTRY_URL stands in for --url, with the same answer.
    const fromEnv = await cli(['promote', 'report', version, '--reason', 'go'], { REGISTRY_URL: sut.url });
    expect(fromEnv).toMatchObject({ code: 1, err: expect.stringMatching(/log in first/) });
    expect(await rowCounts(sut.database)).toEqual(before);
  });

  test('the cookie goes only to the gateway that set it, and not after logout', async () => {
    const version = await published(sut, 'checkout');
    const cli = cliWith(manager);
    expect((await login(cli)).code).toBe(0);
    // Same server under another name: another gateway as far as the CLI knows.
    const elsewhere = sut.url.replace('127.0.0.1', 'localhost');
    const other = await cli(['promote', 'checkout', version, '--reason', 'go', '--url', elsewhere]);
    expect(other).toMatchObject({ code: 1, err: expect.stringMatching(/log in first/) });

    expect(await cli(['logout'])).toMatchObject({ code: 0, out: `signed out of ${sut.url}` });
    const after = await cli(['promote', 'checkout', version, '--reason', 'go', '--url', sut.url]);
    expect(after).toMatchObject({ code: 1, err: expect.stringMatching(/log in first/) });
  });

  test('a revoked session (signed out elsewhere) is "log in first" too', async () => {
    const version = await published(sut, 'checkout');
    const cli = cliWith(manager);
    const { sessionFile } = await login(cli);
    const copy = `${sessionFile}.copy`;
    fs.copyFileSync(sessionFile, copy);
    expect((await cli(['logout'])).code).toBe(0);
    expect(fs.existsSync(sessionFile)).toBe(false);
    const stale = await cli(['promote', 'checkout', version, '--reason', 'go'], { REGISTRY_SESSION: copy });
    expect(stale).toMatchObject({ code: 1, err: expect.stringMatching(/log in first/) });
  });

  test('refusals carry the server reason: wrong password, viewer 403, 409 conflicts', async () => {
    const cli = cliWith();
    const wrong = await cli(['login', '--url', sut.url, '--email', ADMINS.manager.email], {
      REGISTRY_PASSWORD: 'not the password at all',
    });
    expect(wrong).toMatchObject({ code: 1, err: 'registry: sign-in refused: Wrong e-mail or password' });
    expect(fs.existsSync(wrong.sessionFile)).toBe(false);

    const version = await published(sut, 'account');
    expect((await login(cli, 'viewer')).code).toBe(0);
    const viewer = await cli(['promote', 'account', version, '--reason', 'go']);
    expect(viewer).toMatchObject({ code: 1, err: 'registry: not allowed: The viewer role may not do this' });
    expect((await cli(['list', 'account'])).code).toBe(0); // viewers read

    expect((await login(cli, 'manager')).code).toBe(0);
    expect((await cli(['promote', 'account', version, '--reason', 'go'])).code).toBe(0);
    const again = await cli(['promote', 'account', version, '--reason', 'go']);
    expect(again).toMatchObject({ code: 1, err: `registry: refused: account ${version} is already live` });
    const unknown = await cli(['promote', 'account', 'no-such-build', '--reason', 'go']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^registry: not found: /);
  });

  test('rollback, assign and canary print the new state and are audited with the reason', async () => {
    const cli = cliWith(manager);
    expect((await login(cli)).code).toBe(0);
    const v1 = await published(sut, 'landing');
    const v2 = await published(sut, 'landing');
    expect((await cli(['promote', 'landing', v1, '--reason', 'first'])).code).toBe(0);
    expect((await cli(['promote', 'landing', v2, '--reason', 'second'])).code).toBe(0);

    const steps: [string[], string, string][] = [
      [['rollback', 'landing', '--reason', 'v2 breaks'], `live: landing ${v1}`, 'rollback'],
      [
        ['assign', 'girl', 'landing', v2, '--reason', 'try v2 on girl'],
        `variant girl: landing ${v2}`,
        'assign',
      ],
      [
        ['rollback', 'landing', '--variant', 'girl', '--reason', 'undo'],
        'variant girl: landing follows the live build again',
        'rollback',
      ],
      [['assign', 'girl', 'landing', v2, '--reason', 'again'], `variant girl: landing ${v2}`, 'assign'],
      [
        ['assign', 'girl', 'landing', 'none', '--reason', 'done'],
        'variant girl: landing follows the live build again',
        'unassign',
      ],
      [
        ['canary', 'landing', v2, '50', '--reason', 'half'],
        `canary: landing ${v2} for 50 % of visitors`,
        'canary',
      ],
      [['canary', 'landing', v2, '0', '--reason', 'enough'], 'canary of landing ended', 'canary'],
    ];
    for (const [argv, printed, action] of steps) {
      const run = await cli(argv);
      expect({ argv, ...run }).toMatchObject({ argv, code: 0, out: printed, err: '' });
      const [audit] = await latestAudit(sut.database);
      expect(audit).toMatchObject({ action, actor: ADMINS.manager.email, reason: argv[argv.length - 1] });
    }
  });

  test('analysis starts a canary with its gates, shows it, and stops it; each change audited', async () => {
    const cli = cliWith(manager);
    expect((await login(cli)).code).toBe(0);
    const live = await published(sut, 'account');
    const next = await published(sut, 'account');
    expect((await cli(['promote', 'account', live, '--reason', 'base'])).code).toBe(0);
    expect((await cli(['analysis', 'account'])).out).toBe('(no canary analysis yet)');

    const started = await cli([
      'analysis',
      'account',
      '--start',
      next,
      '--reason',
      'new sign-in form',
      '--steps',
      '10,50,100',
      '--gates',
      'errorRate=2',
    ]);
    expect(started).toMatchObject({ code: 0, err: '' });
    expect(started.out.split('\n')[0]).toBe(`account ${next} against live ${live}: running at 10 %`);
    expect(started.out).toContain('steps [10] → 50 → 100 %');
    const [audit] = await latestAudit(sut.database);
    expect(audit).toMatchObject({ action: 'canary', reason: 'new sign-in form', after: { share: 10 } });
    // Left-out settings are the gateway's defaults, shown back.
    const shown = JSON.parse((await cli(['analysis', 'account', '--json'])).out);
    expect(shown).toMatchObject({
      state: 'running',
      config: { gates: { errorRate: 2 }, steps: [10, 50, 100] },
    });
    expect(shown.config.minSample).toBeGreaterThanOrEqual(10);

    const again = await cli(['analysis', 'account', '--start', next, '--reason', 'twice']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already has a canary under analysis/);

    const stopped = await cli(['analysis', 'account', '--stop', '--reason', 'wrong build']);
    expect(stopped).toMatchObject({ code: 0, err: '' });
    expect(stopped.out).toContain(`account ${next} against live ${live}: stopped`);
    expect(stopped.out).toContain(`reason: Stopped by ${ADMINS.manager.email}: wrong build`);
    const [ended] = await latestAudit(sut.database);
    expect(ended).toMatchObject({ action: 'canary', after: null, reason: 'wrong build' });
  });

  test('writes carry the gateway origin: a gateway that takes writes from elsewhere answers 403 with a hint', async () => {
    const app = registryApp(sut.database, { allowedOrigins: ['https://admin.example.com'] });
    const server = await startServer(app);
    try {
      const version = await published(sut, 'exam');
      const cli = cliWith(manager);
      const refused = await cli(['login', '--url', server.url, '--email', ADMINS.manager.email]);
      expect(refused).toMatchObject({ code: 1, err: 'registry: not allowed: Cross-origin request refused' });
      // A session valid there (same database), the write still carries this gateway's origin.
      const { sessionFile } = await login(cli);
      const saved = JSON.parse(fs.readFileSync(sessionFile, 'utf8'));
      fs.writeFileSync(sessionFile, JSON.stringify({ ...saved, url: server.url }));
      const run = await cli(['promote', 'exam', version, '--reason', 'go']);
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/^registry: not allowed: Cross-origin request refused \(.*ADMIN_ORIGINS/);
      expect((await cli(['list', 'exam'])).code).toBe(0); // reads need no origin match
    } finally {
      await server.close();
    }
  });

  test('admin add refuses an e-mail that has an account and a short password', async () => {
    const env = { REGISTRY_PASSWORD: 'a long enough password' };
    let closed = 0;
    const open = async () => ({ ...sut.database, close: async () => void (closed += 1) });
    const again = await cliWith(
      env,
      open,
    )(['admin', 'add', ADMINS.viewer.email.toUpperCase(), '--role', 'viewer']);
    expect(again).toMatchObject({ code: 1, err: `registry: an admin ${ADMINS.viewer.email} already exists` });
    expect(closed).toBe(1);
    const short = await cliWith(
      { REGISTRY_PASSWORD: 'short' },
      open,
    )(['admin', 'add', 'b@example.com', '--role', 'viewer']);
    expect(short).toMatchObject({ code: 2, err: expect.stringMatching(/at least 12 characters/) });
    const role = await cliWith(env, open)(['admin', 'add', 'b@example.com', '--role', 'admin']);
    expect(role).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--role must be campaign-manager or viewer/),
    });
    expect(closed).toBe(1); // refused before the database was opened
  });

  test('without REGISTRY_PASSWORD login asks for the password', async () => {
    const questions: string[] = [];
    const code = await runRegistryCli(['login', '--url', sut.url, '--email', ADMINS.viewer.email], {
      env: { REGISTRY_SESSION: freshSessionFile() },
      out: () => {},
      err: () => {},
      readPassword: async (question: string) => {
        questions.push(question);
        return ADMINS.viewer.password;
      },
    });
    expect(code).toBe(0);
    expect(questions).toEqual([`Password for ${ADMINS.viewer.email}: `]);
  });

  test('plain http is refused except to this machine', async () => {
    const run = await cliWith()(['login', '--url', 'http://iq.example.com', '--email', 'a@example.com'], {
      REGISTRY_PASSWORD: 'whatever password',
    });
    expect(run).toMatchObject({ code: 2, err: expect.stringMatching(/must use https/) });
  });

  test('admin add writes an account into the database the gateway opens; that account can log in', async () => {
    const dataDir = path.join(tmp, 'data');
    const env = { DATA_DIR: dataDir, REGISTRY_PASSWORD: 'a new manager password' };
    const add = await cliWith(env)(['admin', 'add', 'New.Manager@Example.com', '--role', 'campaign-manager']);
    expect(add).toMatchObject({ code: 0, err: '' });
    expect(add.out).toBe('added campaign-manager new.manager@example.com (registry database: pglite)');
    expect(fs.existsSync(path.join(dataDir, 'registry'))).toBe(true);

    // The gateway's side: the same folder, its own router.
    const database = await openRegistryDatabase({ dataDir });
    const server = await startServer(registryApp(database));
    try {
      const cli = cliWith(env);
      const signedIn = await cli(['login', '--url', server.url, '--email', 'new.manager@example.com']);
      expect(signedIn).toMatchObject({ code: 0, err: '' });
      expect((await cli(['whoami'])).out).toBe(`new.manager@example.com (campaign-manager) at ${server.url}`);
    } finally {
      await server.close();
      await database.close();
    }
  }, 90_000);
});
