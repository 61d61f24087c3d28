// spec §7 "A build manifest file is polled to detect new versions": what a page runs — the
// shell's build and the live remote versions — served at GET /mf/version (never cached), and
// the shell's build id put into each page so the page knows which one it loaded.
// No zod here: the shell's lazy version watch imports these names, and a module-level schema
// would pull zod into the shell's vendor chunk (build-version-schema.ts holds the schema).
import type { RemoteName } from './routes';

export const BUILD_VERSION_PATH = '/mf/version';
/** The page's JSON data block with the shell build it was served with. */
export const SHELL_BUILD_ID = 'iq-shell-build';

export interface BuildVersion {
  /** The shell's build id (a hash of its index.html), null when the shell is not built. */
  shell: string | null;
  /** The live version of each remote in the manifest. */
  remotes: Partial<Record<RemoteName, string>>;
}
