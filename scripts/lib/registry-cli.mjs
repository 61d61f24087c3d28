// The campaign managers' CLI (issue 14) over the registry's admin API: parse the arguments into a
// command, run it with the saved session, print the answer. Everything from outside (environment,
// fetch, output, the password prompt, the database for `admin add`) comes in through `io`, so tests
// drive it against a real registry router.
import path from 'node:path';
import { deployDir, REMOTES } from './paths.mjs';
import { buildReport, deployRemote } from './registry-deploy.mjs';
import { addAdminAccount } from './registry-admin.mjs';
import { callRegistry, gatewayBase, LOG_IN_FIRST, RegistryCliError, UsageError } from './registry-http.mjs';
import { promptHidden } from './registry-prompt.mjs';
import { readSession, removeSession, sessionFile, writeSession } from './registry-session.mjs';

export const USAGE = `usage: npm run registry -- <command>
  login --url <gateway> --email <e-mail>      sign in (password: prompt or REGISTRY_PASSWORD)
  logout                                       sign out and forget the session
  whoami                                       who the saved session is
  list [<remote>] [--json]                     builds: * live, ~ canary, variants
  promote <remote> <version> --reason "…"      make a build live
                                               (promote, assign, canary: a build that declares
                                               fewer pages than the live one is refused with the
                                               list; --drop-pages "<p1>,<p2>" confirms that list)
  rollback <remote> [--variant <v>] --reason "…"
                                               back to the build before (live, or a variant's)
  assign <variant> <remote> <version|none> --reason "…"
                                               serve a variant from a build (none: follow live)
  canary <remote> <version> <percent> --reason "…"
                                               send percent % of visitors to a build (0 ends it)
  register <remote> <folder> [--reason "…"] [--by <who>]
                                               publish a build folder made anywhere into the
                                               store and register it (REGISTRY_URL and
                                               REGISTRY_PUBLISH_TOKEN; docs/publishing-a-remote.md)
  analysis <remote> [--json]                   the canary analysis: state, share, gates
  analysis <remote> --start <version> --reason "…" [--steps 5,25,50,100]
           [--min-sample <n>] [--alpha <a>] [--gates errorRate=1,lcpP75=0.2,…]
                                               a canary of a build with its analysis: the
                                               share steps up while every gate holds against
                                               the live build, and rolls back when one fails
                                               (left out: the gateway's defaults)
  analysis <remote> --stop --reason "…"        stop the analysis and end its canary
  history [--remote <remote>] [--limit <n>] [--json]
                                               the audit log, newest first
  admin add <e-mail> --role campaign-manager|viewer
                                               add an account in the gateway's database
                                               (DATABASE_URL or DATA_DIR; stop a gateway on
                                               embedded PGlite first; password as for login)
Every command but login and admin add takes --url <gateway> (default: the signed-in gateway,
then REGISTRY_URL). The session is kept in REGISTRY_SESSION or ~/.config/iq-registry/session.json.`;

/** Per command: value flags, boolean flags, and how many positionals [min, max]. */
const COMMANDS = {
  login: { values: ['url', 'email'], booleans: [], positionals: [0, 0] },
  logout: { values: ['url'], booleans: [], positionals: [0, 0] },
  whoami: { values: ['url'], booleans: [], positionals: [0, 0] },
  list: { values: ['url'], booleans: ['json'], positionals: [0, 1] },
  promote: { values: ['url', 'reason', 'drop-pages'], booleans: [], positionals: [2, 2] },
  rollback: { values: ['url', 'reason', 'variant'], booleans: [], positionals: [1, 1] },
  assign: { values: ['url', 'reason', 'drop-pages'], booleans: [], positionals: [3, 3] },
  canary: { values: ['url', 'reason', 'drop-pages'], booleans: [], positionals: [3, 3] },
  history: { values: ['url', 'remote', 'limit'], booleans: ['json'], positionals: [0, 0] },
  analysis: {
    values: ['url', 'reason', 'start', 'steps', 'min-sample', 'alpha', 'gates', 'drop-pages'],
    booleans: ['json', 'stop'],
    positionals: [1, 1],
  },
  register: { values: ['reason', 'by'], booleans: [], positionals: [2, 2] },
  admin: { values: ['role'], booleans: [], positionals: [2, 2] },
};

function splitArgs(command, args) {
  const spec = COMMANDS[command];
  const positionals = [];
  const flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (spec.booleans.includes(name) && inline === undefined) flags[name] = true;
    else if (spec.values.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    } else throw new UsageError(`${command} does not take --${name}`);
  }
  const [min, max] = spec.positionals;
  if (positionals.length < min || positionals.length > max)
    throw new UsageError(
      `${command}: expected ${min === max ? min : `${min} to ${max}`} argument(s)\n${USAGE}`,
    );
  return { positionals, flags };
}

function remoteArg(value) {
  if (!REMOTES.includes(value))
    throw new UsageError(`unknown remote '${value}' (one of ${REMOTES.join(', ')})`);
  return value;
}

function reasonArg(flags, command) {
  const reason = flags.reason?.trim();
  if (!reason) throw new UsageError(`${command} needs --reason "…" (it goes into the audit log)`);
  return reason;
}

/** `--drop-pages "/,/privacy"`: the pages the refusal listed, confirmed (issue 40); absent: {}. */
function dropPagesArg(flags) {
  if (flags['drop-pages'] === undefined) return {};
  const pages = flags['drop-pages']
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (!pages.length) throw new UsageError('--drop-pages needs the pages the refusal listed, comma-separated');
  return { dropPages: pages };
}

function percentArg(value) {
  const match = /^(\d{1,3})%?$/.exec(value);
  const share = match ? Number(match[1]) : NaN;
  if (!(share >= 0 && share <= 100))
    throw new UsageError(`percent must be a whole number from 0 to 100, not '${value}'`);
  return share;
}

function limitArg(value) {
  if (value === undefined) return undefined;
  const limit = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= 500)) throw new UsageError(`--limit must be from 1 to 500, not '${value}'`);
  return limit;
}

/**
 * The command line → { command, url?, …its fields }; a UsageError (exit code 2) when it does not
 * make sense, before anything is sent.
 */
export function parseRegistryArgs(argv) {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  if (!COMMANDS[command]) throw new UsageError(`unknown command '${command}'\n${USAGE}`);
  const { positionals: p, flags } = splitArgs(command, args);
  const url = flags.url;
  switch (command) {
    case 'login':
      if (!flags.email) throw new UsageError('login needs --email <e-mail>');
      return { command, url, email: flags.email };
    case 'logout':
    case 'whoami':
      return { command, url };
    case 'list':
      return { command, url, remotes: p.length ? [remoteArg(p[0])] : REMOTES, json: Boolean(flags.json) };
    case 'promote':
      return {
        command,
        url,
        remote: remoteArg(p[0]),
        version: p[1],
        reason: reasonArg(flags, command),
        ...dropPagesArg(flags),
      };
    case 'rollback':
      return {
        command,
        url,
        remote: remoteArg(p[0]),
        variant: flags.variant,
        reason: reasonArg(flags, command),
      };
    case 'assign':
      return {
        command,
        url,
        variant: p[0],
        remote: remoteArg(p[1]),
        version: p[2] === 'none' ? null : p[2],
        reason: reasonArg(flags, command),
        ...dropPagesArg(flags),
      };
    case 'canary':
      return {
        command,
        url,
        remote: remoteArg(p[0]),
        version: p[1],
        share: percentArg(p[2]),
        reason: reasonArg(flags, command),
        ...dropPagesArg(flags),
      };
    case 'register':
      return {
        command,
        remote: remoteArg(p[0]),
        folder: p[1],
        ...(flags.reason?.trim() ? { reason: flags.reason.trim() } : {}),
        ...(flags.by ? { publishedBy: flags.by } : {}),
      };
    case 'analysis':
      return { command, url, remote: remoteArg(p[0]), ...analysisArgs(flags) };
    case 'history':
      return {
        command,
        url,
        remote: flags.remote === undefined ? undefined : remoteArg(flags.remote),
        limit: limitArg(flags.limit),
        json: Boolean(flags.json),
      };
    case 'admin':
      if (p[0] !== 'add')
        throw new UsageError(`unknown admin command '${p[0]}' (admin add <e-mail> --role …)`);
      if (!flags.role) throw new UsageError('admin add needs --role campaign-manager|viewer');
      return { command: 'admin-add', email: p[1], role: flags.role };
  }
  throw new UsageError(USAGE);
}

const GATES = ['errorRate', 'lcpP75', 'clsP75', 'inpP75', 'conversion'];

/** `analysis`'s flags: show (default), --start <version> with its config, or --stop. */
function analysisArgs(flags) {
  if (flags.start !== undefined && flags.stop) throw new UsageError('analysis: --start or --stop, not both');
  if (flags.stop) return { action: 'stop', reason: reasonArg(flags, 'analysis --stop') };
  if (flags.start === undefined) {
    for (const name of ['steps', 'min-sample', 'alpha', 'gates', 'reason', 'drop-pages'])
      if (flags[name] !== undefined) throw new UsageError(`analysis: --${name} goes with --start <version>`);
    return { action: 'show', json: Boolean(flags.json) };
  }
  const config = {};
  if (flags.steps !== undefined) {
    const steps = flags.steps.split(',').map((step) => percentArg(step.trim()));
    config.steps = steps;
  }
  if (flags['min-sample'] !== undefined) {
    const n = /^\d+$/.test(flags['min-sample']) ? Number(flags['min-sample']) : NaN;
    if (!(n >= 10))
      throw new UsageError(
        `--min-sample must be a whole number of at least 10, not '${flags['min-sample']}'`,
      );
    config.minSample = n;
  }
  if (flags.alpha !== undefined) {
    const alpha = Number(flags.alpha);
    if (!(alpha > 0 && alpha < 0.5))
      throw new UsageError(`--alpha must be between 0 and 0.5, not '${flags.alpha}'`);
    config.alpha = alpha;
  }
  if (flags.gates !== undefined) {
    config.gates = {};
    for (const item of flags.gates
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [gate, value] = item.split('=');
      const tolerance = Number(value);
      if (!GATES.includes(gate) || value === undefined || !(tolerance >= 0))
        throw new UsageError(`--gates: '${item}' is not <gate>=<tolerance> (gates: ${GATES.join(', ')})`);
      config.gates[gate] = tolerance;
    }
  }
  return {
    action: 'start',
    version: flags.start,
    config,
    reason: reasonArg(flags, 'analysis --start'),
    ...dropPagesArg(flags),
  };
}

// Printing.

/** An analysis as lines: what runs, where it stands, each gate's numbers, why it ended. */
export function analysisLines(analysis) {
  if (!analysis) return ['(no canary analysis yet)'];
  const steps = analysis.config.steps
    .map((step, i) => (i === analysis.stepIndex && analysis.state === 'running' ? `[${step}]` : String(step)))
    .join(' → ');
  const lines = [
    `${analysis.remote} ${analysis.version} against live ${analysis.liveVersion ?? '—'}: ${analysis.state}` +
      (analysis.state === 'running' ? ` at ${analysis.share} %` : ''),
    `  steps ${steps} %; at least ${analysis.config.minSample} views each; alpha ${analysis.config.alpha}`,
    `  started ${analysis.startedAt}; this step since ${analysis.stepStartedAt}` +
      (analysis.decidedAt ? `; decided ${analysis.decidedAt}` : ''),
  ];
  for (const gate of analysis.gates) lines.push(`  ${gate.outcome.padEnd(4)} ${gate.summary}`);
  if (analysis.reason) lines.push(`  reason: ${analysis.reason}`);
  return lines;
}

const versionOf = (ref) => (ref && typeof ref === 'object' && 'version' in ref ? String(ref.version) : '—');
const withShare = (ref) =>
  ref && typeof ref === 'object' && typeof ref.share === 'number'
    ? `${versionOf(ref)} (${ref.share} %)`
    : versionOf(ref);

function buildLine(build) {
  const mark = build.live ? '*' : build.canaryShare !== null ? '~' : ' ';
  const notes = [
    build.canaryShare !== null ? `canary ${build.canaryShare} %` : '',
    build.variants.length ? `variants: ${build.variants.join(', ')}` : '',
    // Issue 40: what the server would refuse, and the pages it would take away from the live build's.
    build.refusal ? `refused: ${build.refusal}` : '',
    build.pagesAgainstLive?.dropped.length ? `drops: ${build.pagesAgainstLive.dropped.join(', ')}` : '',
    build.pagesAgainstLive?.added.length ? `adds ${build.pagesAgainstLive.added.length} page(s)` : '',
  ].filter(Boolean);
  return `  ${mark} ${build.version.padEnd(14)} ${build.publishedAt}  ${build.publishedBy}${notes.length ? `  ${notes.join('  ')}` : ''}`;
}

function historyLine(entry) {
  return [
    entry.at,
    entry.actor,
    entry.action.padEnd(8),
    entry.target,
    `${withShare(entry.before)} → ${withShare(entry.after)}`,
    JSON.stringify(entry.reason),
  ].join('  ');
}

// Running.

function cookieFrom(response) {
  const cookies = typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [];
  for (const cookie of cookies) {
    const [pair] = cookie.split(';');
    if (pair?.startsWith('iq_admin=') && pair.length > 'iq_admin='.length) return pair.trim();
  }
  return undefined;
}

async function passwordFrom(io, question) {
  if (io.env.REGISTRY_PASSWORD) return io.env.REGISTRY_PASSWORD;
  return io.readPassword(question);
}

/**
 * Runs one command line and returns the exit code: 0 done, 1 refused or failed, 2 wrong arguments.
 * `io`: { env, fetchImpl, out(line), err(line), readPassword(question), openDatabase }.
 */
export async function runRegistryCli(argv, io = {}) {
  const env = io.env ?? process.env;
  const full = {
    env,
    fetchImpl: io.fetchImpl ?? fetch,
    out: io.out ?? ((line) => process.stdout.write(`${line}\n`)),
    err: io.err ?? ((line) => process.stderr.write(`${line}\n`)),
    readPassword: io.readPassword ?? ((question) => promptHidden(question)),
    openDatabase: io.openDatabase,
  };
  try {
    await runCommand(parseRegistryArgs(argv), full);
    return 0;
  } catch (error) {
    if (error instanceof RegistryCliError) {
      full.err(`registry: ${error.message}`);
      return error.exitCode;
    }
    full.err(`registry: ${error?.stack ?? error}`);
    return 1;
  }
}

async function runCommand(cmd, io) {
  const { out } = io;
  if (cmd.command === 'help') return out(USAGE);
  if (cmd.command === 'admin-add') {
    const password = await passwordFrom(io, `Password for ${cmd.email}: `);
    const added = await addAdminAccount({
      email: cmd.email,
      role: cmd.role,
      password,
      env: io.env,
      ...(io.openDatabase ? { openDatabase: io.openDatabase } : {}),
    });
    return out(`added ${added.role} ${added.email} (registry database: ${added.engine})`);
  }

  if (cmd.command === 'register') {
    // CI's step, not a campaign manager's: the publish token, no session.
    if (!io.env.REGISTRY_URL) throw new UsageError('register needs REGISTRY_URL and REGISTRY_PUBLISH_TOKEN');
    const { version } = await deployRemote({
      name: cmd.remote,
      env: io.env,
      skipBuild: true,
      buildDir: path.resolve(cmd.folder),
      reason: cmd.reason ?? `npm run registry -- register ${cmd.remote} ${cmd.folder}`,
      publishedBy: cmd.publishedBy,
      fetchImpl: io.fetchImpl,
      out,
    });
    const report = buildReport({ store: deployDir(io.env), name: cmd.remote, version });
    for (const line of report.lines) out(line);
    for (const warning of report.warnings) io.err(`warning: ${warning}`);
    return;
  }

  const file = sessionFile(io.env);
  const session = readSession(file);

  if (cmd.command === 'login') {
    const url = cmd.url ?? io.env.REGISTRY_URL;
    if (!url) throw new UsageError('login needs --url <gateway> (or REGISTRY_URL)');
    const base = gatewayBase(url);
    const password = await passwordFrom(io, `Password for ${cmd.email}: `);
    const { data, response } = await callRegistry({
      base,
      method: 'POST',
      path: '/login',
      body: { email: cmd.email, password },
      headers: { origin: new URL(base).origin },
      fetchImpl: io.fetchImpl,
      unauthorized: 'sign-in refused',
    });
    const cookie = cookieFrom(response);
    if (!cookie) throw new RegistryCliError(`${base} signed you in but sent no session cookie`);
    writeSession(file, {
      url: base,
      cookie,
      email: data.email,
      role: data.role,
      signedInAt: new Date().toISOString(),
    });
    return out(`signed in to ${base} as ${data.email} (${data.role}); session kept in ${file}`);
  }

  const explicit = cmd.url ?? (session ? undefined : io.env.REGISTRY_URL);
  const base = explicit ? gatewayBase(explicit) : session?.url;
  if (!base) throw new RegistryCliError(LOG_IN_FIRST);
  // The cookie goes only to the gateway that set it.
  const cookie = session && session.url === base ? session.cookie : undefined;
  const headers = { origin: new URL(base).origin, ...(cookie ? { cookie } : {}) };
  const call = (method, path, body) =>
    callRegistry({ base, method, path, body, headers, fetchImpl: io.fetchImpl });
  const write = async (path, body) => {
    try {
      return (await call('POST', path, body)).data;
    } catch (error) {
      if (error.status === 403 && /origin/i.test(error.message))
        error.message += ` (the gateway takes writes from ADMIN_ORIGINS or PUBLIC_URL only: use that address as --url)`;
      throw error;
    }
  };

  switch (cmd.command) {
    case 'logout': {
      if (!cookie) return out(`not signed in to ${base}`);
      try {
        await call('POST', '/logout');
      } finally {
        removeSession(file);
      }
      return out(`signed out of ${base}`);
    }
    case 'whoami': {
      const { data } = await call('GET', '/me');
      return out(`${data.email} (${data.role}) at ${base}`);
    }
    case 'list': {
      const all = {};
      for (const remote of cmd.remotes)
        all[remote] = (await call('GET', `/remotes/${encodeURIComponent(remote)}/builds`)).data.builds;
      if (cmd.json) return out(JSON.stringify(all, null, 2));
      for (const [remote, builds] of Object.entries(all)) {
        out(remote);
        if (builds.length === 0) out('    (no builds)');
        for (const build of builds) out(buildLine(build));
      }
      return;
    }
    case 'history': {
      const query = new URLSearchParams();
      if (cmd.remote) query.set('remote', cmd.remote);
      if (cmd.limit) query.set('limit', String(cmd.limit));
      const { data } = await call('GET', `/history${query.size ? `?${query}` : ''}`);
      if (cmd.json) return out(JSON.stringify(data.entries, null, 2));
      if (data.entries.length === 0) return out('(no changes yet)');
      for (const entry of data.entries) out(historyLine(entry));
      return;
    }
    case 'promote': {
      const drop = cmd.dropPages ? { dropPages: cmd.dropPages } : {};
      const data = await write('/promote', {
        remote: cmd.remote,
        version: cmd.version,
        reason: cmd.reason,
        ...drop,
      });
      return out(`live: ${data.remote} ${versionOf(data.live)}`);
    }
    case 'rollback': {
      const body = {
        remote: cmd.remote,
        reason: cmd.reason,
        ...(cmd.variant ? { variant: cmd.variant } : {}),
      };
      const data = await write('/rollback', body);
      if (cmd.variant)
        return out(
          data.build
            ? `variant ${cmd.variant}: ${data.remote} ${versionOf(data.build)}`
            : `variant ${cmd.variant}: ${data.remote} follows the live build again`,
        );
      return out(`live: ${data.remote} ${versionOf(data.build)}`);
    }
    case 'assign': {
      const data = await write('/assign', {
        variant: cmd.variant,
        remote: cmd.remote,
        version: cmd.version,
        reason: cmd.reason,
        ...(cmd.dropPages ? { dropPages: cmd.dropPages } : {}),
      });
      return out(
        data.build
          ? `variant ${data.variant}: ${data.remote} ${versionOf(data.build)}`
          : `variant ${data.variant}: ${data.remote} follows the live build again`,
      );
    }
    case 'analysis': {
      if (cmd.action === 'show') {
        const { data } = await call('GET', `/remotes/${encodeURIComponent(cmd.remote)}/analysis`);
        if (cmd.json) return out(JSON.stringify(data.analysis, null, 2));
        for (const line of analysisLines(data.analysis)) out(line);
        return;
      }
      const data =
        cmd.action === 'stop'
          ? await write('/analysis/stop', { remote: cmd.remote, reason: cmd.reason })
          : await write('/analysis', {
              remote: cmd.remote,
              version: cmd.version,
              config: cmd.config,
              reason: cmd.reason,
              ...(cmd.dropPages ? { dropPages: cmd.dropPages } : {}),
            });
      for (const line of analysisLines(data.analysis)) out(line);
      return;
    }
    case 'canary': {
      const data = await write('/canary', {
        remote: cmd.remote,
        version: cmd.version,
        share: cmd.share,
        reason: cmd.reason,
        ...(cmd.dropPages ? { dropPages: cmd.dropPages } : {}),
      });
      return out(
        data.canary
          ? `canary: ${data.remote} ${versionOf(data.canary)} for ${data.canary.share} % of visitors`
          : `canary of ${data.remote} ended`,
      );
    }
  }
  throw new UsageError(USAGE);
}
