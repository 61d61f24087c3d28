import { readFile } from 'node:fs/promises';
import { remoteManifestSchema, type RemoteManifest } from '@iq/contracts';

export type ManifestRead = { ok: true; manifest: RemoteManifest } | { ok: false; reason: string };

/** Deep-frozen: one parse is handed to every request that reads the same text. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** The last texts read and what they parsed to (a deploy changes the file a few times a day). */
const MAX_PARSED = 8;
const parsed = new Map<string, ManifestRead>();
const NOT_JSON = Symbol('not JSON');

/** The file's text validated: the schema's work is done once per distinct text, not per request. */
function parseManifest(text: string): ManifestRead {
  const known = parsed.get(text);
  if (known) return known;
  let json: unknown = NOT_JSON;
  try {
    json = JSON.parse(text);
  } catch {
    // answered below
  }
  const result = json === NOT_JSON ? null : remoteManifestSchema.safeParse(json);
  const read: ManifestRead = !result
    ? { ok: false, reason: 'not JSON' }
    : result.success
      ? { ok: true, manifest: result.data }
      : { ok: false, reason: result.error.message };
  if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value as string);
  parsed.set(text, frozen(read));
  return read;
}

/** Reads and validates the manifest file, afresh on every call (a deploy swaps it in place). */
export async function readManifest(file: string): Promise<ManifestRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { ok: false, reason: `cannot read: ${(err as NodeJS.ErrnoException).code ?? 'error'}` };
  }
  return parseManifest(text);
}
