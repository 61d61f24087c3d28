#!/usr/bin/env node
// Deploy, swap and roll back remotes without rebuilding or restarting the shell:
//   npm run remotes -- publish <name> [--from <build dir>] [--activate]
//   npm run remotes -- use <name> <version>
//   npm run remotes -- list [<name>]
//   npm run remotes -- prune [--keep N] [--grace-days D] [--dry-run] [--registry]
//     (retention: scripts/lib/remote-retention.mjs; --registry also keeps what the registry serves,
//     through the registry CLI's saved sign-in)
// DEPLOY_DIR selects the store (default .deploy); the gateway reads its manifest on every request.
import path from 'node:path';
import { deployDir, REMOTES, REPO_ROOT } from './lib/paths.mjs';
import {
  activateVersion,
  listVersions,
  publishBuild,
  pruneVersions,
  readManifest,
} from './lib/remote-store.mjs';
import { registryProtection } from './lib/registry-retention.mjs';

const [command, ...args] = process.argv.slice(2);
const deploy = deployDir();
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

try {
  if (command === 'publish') {
    const name = args[0];
    const from = path.resolve(flag('--from') ?? path.join(REPO_ROOT, `mfe-${name}`, 'dist'));
    const version = publishBuild(deploy, name, from);
    console.log(`published ${name} ${version}`);
    if (args.includes('--activate')) {
      activateVersion(deploy, name, version);
      console.log(`live: ${name} ${version}`);
    }
  } else if (command === 'use') {
    const [name, version] = args;
    activateVersion(deploy, name, version);
    console.log(`live: ${name} ${version}`);
  } else if (command === 'list') {
    const live = readManifest(deploy).remotes ?? {};
    for (const name of args.length ? args : REMOTES) {
      for (const { version, builtAt } of listVersions(deploy, name)) {
        const mark = live[name]?.version === version ? '*' : ' ';
        console.log(`${mark} ${name.padEnd(9)} ${version}  ${builtAt.toISOString()}`);
      }
    }
  } else if (command === 'prune') {
    const number = (name) => {
      const value = flag(name);
      if (value === undefined) return undefined;
      if (!/^[0-9]{1,4}$/.test(value)) throw new Error(`${name} takes a whole number`);
      return Number(value);
    };
    const fromRegistry = args.includes('--registry') ? await registryProtection(process.env) : {};
    const pruned = pruneVersions(deploy, {
      keepNewest: number('--keep'),
      graceDays: number('--grace-days'),
      dryRun: args.includes('--dry-run'),
      ...fromRegistry,
    });
    const verb = args.includes('--dry-run') ? 'would prune' : 'pruned';
    for (const { name, version } of pruned) console.log(`${verb} ${name} ${version}`);
    console.log(`${pruned.length} version(s) ${verb}`);
  } else {
    console.log(
      'usage: remotes publish <name> [--from <dir>] [--activate] | use <name> <version> | list [<name>] | prune [--keep N] [--grace-days D] [--dry-run] [--registry]',
    );
    process.exit(command ? 2 : 0);
  }
} catch (error) {
  console.error(`remotes: ${error.message}`);
  process.exit(1);
}
