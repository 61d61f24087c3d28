// A bench's server in a process of its own: forked, resolved once it says it listens (its first
// IPC message); its output discarded, as a log at info, errors shown.
import { fork } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';

export function startChild(script, argv, execArgv = []) {
  const child = fork(script, argv, {
    execArgv,
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} ${argv[0]} exited (${code})`)));
  });
}
