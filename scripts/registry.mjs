#!/usr/bin/env node
// Campaign managers' CLI for the remote registry (issue 14): sign in, list builds, promote, roll
// back, assign a landing variant, run a canary, read the audit log; `admin add` creates accounts.
//   npm run registry -- help
// Runs under tsx (`node --import tsx`, see package.json): `admin add` opens the gateway's database
// with its TypeScript modules.
import { runRegistryCli } from './lib/registry-cli.mjs';

process.exitCode = await runRegistryCli(process.argv.slice(2));
