// bench/load's own stack (bench/lib/own-stack.mjs): the builds as they are (this bench never
// builds, so it measures what was built), the four processes on `port`…`port + 3`; DATABASE_URL,
// when set, passes through: the services then use PostgreSQL.
import { withOwnStack } from '../lib/own-stack.mjs';

/** The services' and gateway's ports and URLs for a stack on `port`. */
export function stackUrls(port) {
  const at = (p) => `http://127.0.0.1:${p}`;
  return { gateway: at(port), exam: at(port + 1), order: at(port + 2), user: at(port + 3) };
}

export async function withLoadStack({ port, logLevel }, measure) {
  return withOwnStack(
    'bench-load',
    port,
    (_baseUrl, stack) => measure({ ...stackUrls(port), dataDir: stack.dataDir, stack }),
    {
      // Measures what was built (and can run beside a build of another checkout).
      build: false,
      env: {
        LOG_LEVEL: logLevel,
        // The setup answers a whole test in a second to buy a real order (as the e2e tests do).
        EXAM_MIN_SECONDS_PER_ITEM: '0',
      },
    },
  );
}
