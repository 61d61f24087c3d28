// spec §7 "A build manifest file is polled to detect new versions": what this page loaded (the
// shell build the gateway put into it, the remote versions of its manifest) against what is live
// (GET /mf/version), and when offering a reload is safe.
import {
  matchPageRoute,
  REMOTE_NAMES,
  SHELL_BUILD_ID,
  type BuildVersion,
  type RemoteManifest,
  type RemoteName,
} from '@iq/contracts';
import { routeTable } from '../routing/route-table';

/** The build this page runs: its shell build id (null on a page the gateway did not serve) and remotes. */
export function loadedBuild(doc: Document, manifest: RemoteManifest): BuildVersion {
  let shell: string | null = null;
  try {
    const block = JSON.parse(doc.getElementById(SHELL_BUILD_ID)?.textContent ?? 'null') as {
      shell?: unknown;
    } | null;
    if (typeof block?.shell === 'string') shell = block.shell;
  } catch {
    // no usable block: only the remotes are compared
  }
  const remotes: BuildVersion['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const version = manifest.remotes[name]?.version;
    if (version) remotes[name] = version;
  }
  return { shell, remotes };
}

/** GET /mf/version's answer, or null when it is not one (the poll then counts as failed). */
export function parseBuildVersion(value: unknown): BuildVersion | null {
  const raw = value as { shell?: unknown; remotes?: unknown } | null;
  if (!raw || typeof raw !== 'object') return null;
  if (raw.shell !== null && typeof raw.shell !== 'string') return null;
  if (!raw.remotes || typeof raw.remotes !== 'object') return null;
  const remotes: BuildVersion['remotes'] = {};
  for (const [name, version] of Object.entries(raw.remotes as Record<string, unknown>)) {
    if (typeof version !== 'string') return null;
    if ((REMOTE_NAMES as readonly string[]).includes(name)) remotes[name as RemoteName] = version;
  }
  return { shell: raw.shell, remotes };
}

/**
 * Whether the live build differs from the loaded one: another shell build (when both are known),
 * or any remote swapped, added or withdrawn (the page would keep loading its old choice).
 */
export function isNewBuild(loaded: BuildVersion, live: BuildVersion): boolean {
  if (loaded.shell !== null && live.shell !== null && loaded.shell !== live.shell) return true;
  return REMOTE_NAMES.some((name) => loaded.remotes[name] !== live.remotes[name]);
}

/** RTK Query's mutations as the shared store keeps them (the api slice is attached lazily). */
export interface WritesState {
  api?: { mutations?: Record<string, { status?: string } | undefined> };
}

/**
 * Whether a reload may be offered now. Never on the checkout remote's pages (payment, plans,
 * upsell, payment check, subscription cancel: spec §2's /paying/…, /payinsider, /triplePurchase,
 * /scheme_select, /cancel/…), and never while a write is in flight or its failure is on screen
 * (a payment being sent, an answer not saved): a reload would lose or repeat it. The question
 * page itself is safe otherwise: its answers are saved on the server as they are chosen and the
 * page restores them, the timer and the question number after a reload (mfe-exam exam-session).
 */
export function isSafeMoment(pathname: string, state: WritesState): boolean {
  if (matchPageRoute(routeTable(), pathname)?.route.remote === 'checkout') return false;
  const mutations = Object.values(state.api?.mutations ?? {});
  return !mutations.some((m) => m?.status === 'pending' || m?.status === 'rejected');
}
