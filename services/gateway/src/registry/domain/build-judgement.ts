// Issue 40: what the admin page and the CLI show beside each build, so that they offer only what
// the server would do: why a build would be refused (the shell's shared singletons), and its
// pages against the live build's. The same rules as the changes themselves (registry-store.ts).
import type { BuildView, RemoteName, RemotePages } from '@iq/contracts';
import { addedPages, droppedPages } from './registry-rules';
import { describeClashes, sharedClashes, type ShellShared } from './shared-compatibility';

export interface JudgementContext {
  shell: ShellShared;
  /** A build's declared pages (null: none readable); absent, pages are not compared. */
  pagesOf?: (remote: string, build: { version: string; entry: string }) => RemotePages | null;
}

export function judgeBuilds(
  remote: RemoteName,
  builds: readonly Omit<BuildView, 'refusal' | 'pagesAgainstLive'>[],
  { shell, pagesOf }: JudgementContext,
): BuildView[] {
  const live = builds.find((build) => build.live);
  const livePages = live && pagesOf ? pagesOf(remote, live) : null;
  return builds.map((build) => {
    const clashes = sharedClashes(build.shared, shell);
    // As the changes judge it: a build whose declaration cannot be read serves no page.
    let pagesAgainstLive: BuildView['pagesAgainstLive'] = null;
    if (!build.live && livePages && pagesOf) {
      const pages = pagesOf(remote, build);
      pagesAgainstLive = {
        dropped: droppedPages(remote, livePages, pages),
        added: addedPages(remote, livePages, pages),
      };
    }
    return { ...build, refusal: clashes.length ? describeClashes(clashes) : null, pagesAgainstLive };
  });
}
