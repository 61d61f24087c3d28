#!/usr/bin/env node
// Deploys one remote (issue 14): build, publish into the store, register in the registry.
//   npm run deploy -w mfe-<name> [-- --no-build] [--reason "…"] [--by <who>]
// REGISTRY_URL + REGISTRY_PUBLISH_TOKEN register the build; without REGISTRY_URL it is only
// published into the store (DEPLOY_DIR, default .deploy). Runs under tsx (`node --import tsx`): the
// registration reads the build's shared requirements with the gateway's TypeScript module.
import { RegistryCliError } from './lib/registry-http.mjs';
import { deployRemote, parseDeployArgs } from './lib/registry-deploy.mjs';

try {
  await deployRemote(parseDeployArgs(process.argv.slice(2)));
} catch (error) {
  console.error(`deploy: ${error instanceof Error ? error.message : error}`);
  process.exitCode = error instanceof RegistryCliError ? error.exitCode : 1;
}
