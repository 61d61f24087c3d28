// A remote runs on the shell's shared singletons (react, react-dom, the router, the store …):
// mf-build shares them with `singleton: true`, so a build needing another major would run on the
// shell's copy anyway and break. Promote, rollback, assign and canary refuse such a build
// (issue 14: "a build with a clashing React version is refused", with the reason).
import { satisfies, valid, validRange } from 'semver';
import type { SharedRequirements } from '../schema';

/** Package → exact version the shell provides, e.g. { react: '19.3.1' }. */
export type ShellShared = Record<string, string>;

export interface SharedClash {
  package: string;
  required: string;
  provided: string;
}

/** Every requirement the shell provides a version outside of; empty when the build fits. */
export function sharedClashes(requirements: SharedRequirements, shell: ShellShared): SharedClash[] {
  const clashes: SharedClash[] = [];
  for (const [name, required] of Object.entries(requirements).sort(([a], [b]) => a.localeCompare(b))) {
    const provided = shell[name];
    // Not provided by the shell: the build falls back to its own bundled copy, nothing to clash with.
    if (provided === undefined) continue;
    const fits = validRange(required) !== null && valid(provided) !== null && satisfies(provided, required);
    if (!fits) clashes.push({ package: name, required, provided });
  }
  return clashes;
}

/** "react ^18.2.0 needed, the shell provides 19.3.1; react-dom …": the refusal's reason. */
export function describeClashes(clashes: SharedClash[]): string {
  return clashes.map((c) => `${c.package} ${c.required} needed, the shell provides ${c.provided}`).join('; ');
}

/** True when `range` is a semver range (publish refuses anything else). */
export const isSemverRange = (range: string): boolean => validRange(range) !== null;
