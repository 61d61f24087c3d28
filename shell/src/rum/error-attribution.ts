// Issue 41: an uncaught error counts against the remote whose code threw, read from its stack:
// the first frame whose script lies under a remote build's folder names it. React 19 reports an
// event handler's error through reportError, so ErrorEvent.filename may be react-dom's (a shared
// chunk of the shell): only the error's own stack says whose code it was.
import type { RemoteName } from '@iq/contracts';
import type { ShellManifest } from '../remotes/remote-manifest';
import { buildsOf } from './served-builds';

/** A remote build's folder (its entry's directory, e.g. https://…/remotes/landing/1.4.0/). */
export interface RemoteFolder {
  remote: RemoteName;
  folder: string;
}

/** The folders of every build the visitor may run: each remote's, and its live fallback's. */
export function remoteFolders(manifest: ShellManifest, pageUrl: string): RemoteFolder[] {
  const folders: RemoteFolder[] = [];
  for (const [remote, build] of buildsOf(manifest)) {
    for (const entry of [build.entry, build.fallback?.entry]) {
      if (entry === undefined) continue;
      try {
        folders.push({ remote, folder: new URL('./', new URL(entry, pageUrl)).href });
      } catch {
        // an entry that is no URL names no folder
      }
    }
  }
  // The deepest folder first, should one build's folder hold another's.
  return folders.sort((a, b) => b.folder.length - a.folder.length);
}

/** V8's frames ("    at fn (https://…/x.js:1:2)"), after the message lines. */
const V8_FRAME = /^\s*at\s/;
/** SpiderMonkey's and JavaScriptCore's frames ("fn@https://…/x.js:1:2"); their stacks carry no message. */
const AT_SIGN_FRAME = /@/;
const SCRIPT_URL = /(?:https?|file):\/\/[^\s()]+/;

/** The script URL of each frame of a stack, innermost first. */
export function stackScripts(stack: string): string[] {
  const lines = stack.split('\n');
  const frame = lines.some((line) => V8_FRAME.test(line)) ? V8_FRAME : AT_SIGN_FRAME;
  const scripts: string[] = [];
  for (const line of lines) {
    const at = line.search(frame);
    const url = at < 0 ? undefined : SCRIPT_URL.exec(line.slice(at))?.[0];
    if (url) scripts.push(url);
  }
  return scripts;
}

/** The remote of the first frame under a remote build's folder; null when no frame is. */
export function remoteOfStack(stack: string, folders: readonly RemoteFolder[]): RemoteName | null {
  for (const script of stackScripts(stack)) {
    const owner = folders.find(({ folder }) => script.startsWith(folder));
    if (owner) return owner.remote;
  }
  return null;
}

const stackOf = (value: unknown): string | undefined => {
  const stack = (value as { stack?: unknown } | null | undefined)?.stack;
  return typeof stack === 'string' ? stack : undefined;
};

/**
 * The remote whose code threw an `error` or `unhandledrejection` event, or null (the shell's own
 * code, a library's, an extension's, or a value thrown without a stack). Without a stack, an
 * ErrorEvent's own file stands in for its one frame (a syntax error in a remote's chunk).
 */
export function remoteOfError(event: Event, folders: readonly RemoteFolder[]): RemoteName | null {
  if (event.type === 'unhandledrejection') {
    const stack = stackOf((event as PromiseRejectionEvent).reason);
    return stack === undefined ? null : remoteOfStack(stack, folders);
  }
  const { error, filename } = event as ErrorEvent;
  const stack = stackOf(error) ?? (filename ? `    at ${filename}` : undefined);
  return stack === undefined ? null : remoteOfStack(stack, folders);
}
