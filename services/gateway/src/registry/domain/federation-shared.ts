// A build's mf-manifest.json (Module Federation 2, written by shared/mf-build) lists its shared
// modules: `version` is what the build provides, `requiredVersion` the range it needs. The shell's
// manifest gives what the shell provides; a remote's gives its requirements (what the deploy CLI
// publishes). Shared keys may be subpaths ('react/', '@reduxjs/toolkit/query'): keyed by package.
import { z } from 'zod';
import type { SharedRequirements } from '../schema';
import { isSemverRange, type ShellShared } from './shared-compatibility';

const manifestSharedSchema = z.looseObject({
  shared: z
    .array(
      z.looseObject({
        name: z.string().min(1),
        version: z.string().optional(),
        requiredVersion: z.unknown().optional(),
      }),
    )
    .default([]),
});

/** 'react/' → 'react', '@reduxjs/toolkit/query' → '@reduxjs/toolkit'. */
export function packageOf(sharedName: string): string {
  const parts = sharedName.split('/');
  return sharedName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function entries(manifest: unknown) {
  const parsed = manifestSharedSchema.safeParse(manifest);
  if (!parsed.success) throw new Error('not a Module Federation manifest (no shared list)');
  return parsed.data.shared;
}

/** What a build (the shell) provides: package → version (the first entry of a package wins). */
export function providedShared(manifest: unknown): ShellShared {
  const provided: ShellShared = {};
  for (const shared of entries(manifest)) {
    const name = packageOf(shared.name);
    if (shared.version && provided[name] === undefined) provided[name] = shared.version;
  }
  return provided;
}

/** What a build needs: package → range; entries without a range (false, '') need nothing. */
export function requiredShared(manifest: unknown): SharedRequirements {
  const required: SharedRequirements = {};
  for (const shared of entries(manifest)) {
    const name = packageOf(shared.name);
    const range = shared.requiredVersion;
    if (typeof range === 'string' && range && isSemverRange(range) && required[name] === undefined)
      required[name] = range;
  }
  return required;
}
