// spec §7 new-version detection: the shell's build id is a hash of its built index.html, which
// names the content-hashed entry script, so a new shell build changes it and nothing else does.
import { createHash } from 'node:crypto';
import { SHELL_BUILD_ID } from '@iq/contracts';

export function shellBuildId(indexHtml: string): string {
  return createHash('sha256').update(indexHtml).digest('hex').slice(0, 16);
}

/** The page's own shell build as a JSON data block before </body> (data, so the CSP allows it). */
export function injectShellBuild(html: string, buildId: string): string {
  const tag = `<script type="application/json" id="${SHELL_BUILD_ID}">${JSON.stringify({ shell: buildId })}</script>`;
  return html.replace('</body>', () => `${tag}</body>`);
}
