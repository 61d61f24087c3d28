// semver 7 (hoisted in node_modules; no @types/semver installed): only what the registry calls.
declare module 'semver' {
  export interface RangeOptions {
    loose?: boolean;
    includePrerelease?: boolean;
  }
  /** True when `version` is inside `range`. */
  export function satisfies(version: string, range: string, options?: RangeOptions): boolean;
  /** The normalised range, or null when `range` is not one. */
  export function validRange(range: string, options?: RangeOptions): string | null;
  /** The normalised version, or null when `version` is not one. */
  export function valid(version: string, options?: RangeOptions): string | null;
}
