import { readFile } from 'node:fs/promises';
import { remoteManifestSchema, type RemoteManifest } from '@iq/contracts';

export type ManifestRead = { ok: true; manifest: RemoteManifest } | { ok: false; reason: string };

/** Reads and validates the manifest file, afresh on every call (a deploy swaps it in place). */
export async function readManifest(file: string): Promise<ManifestRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { ok: false, reason: `cannot read: ${(err as NodeJS.ErrnoException).code ?? 'error'}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = remoteManifestSchema.safeParse(json);
  return parsed.success ? { ok: true, manifest: parsed.data } : { ok: false, reason: parsed.error.message };
}
