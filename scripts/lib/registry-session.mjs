// The CLI's sign-in between commands: the `iq_admin` cookie pair and the gateway it belongs to, in
// a file only its owner can read (0600 in a 0700 folder). REGISTRY_SESSION names another file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** $REGISTRY_SESSION, else <config dir>/iq-registry/session.json (XDG_CONFIG_HOME, APPDATA or ~/.config). */
export function sessionFile(env = process.env) {
  if (env.REGISTRY_SESSION) return path.resolve(env.REGISTRY_SESSION);
  const config =
    env.XDG_CONFIG_HOME ||
    (process.platform === 'win32' && env.APPDATA) ||
    path.join(env.HOME || os.homedir(), '.config');
  return path.join(config, 'iq-registry', 'session.json');
}

/** The saved session ({ url, cookie, email, role }), or undefined. */
export function readSession(file) {
  let saved;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  return typeof saved?.url === 'string' && typeof saved?.cookie === 'string' ? saved : undefined;
}

/** Written to a temporary file created 0600 and renamed, so the cookie is never readable by others. */
export function writeSession(file, session) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temp, 0o600); // a leftover temp file keeps its old mode otherwise
  fs.renameSync(temp, file);
}

export function removeSession(file) {
  fs.rmSync(file, { force: true });
}
