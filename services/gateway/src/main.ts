// Starts the gateway: `npx tsx services/gateway/src/main.ts`
// (PORT, GATEWAY_HOST, EXAM_URL/ORDER_URL/USER_URL, SHELL_DIR, REMOTES_DIR, MANIFEST_FILE,
// INTERNAL_TOKEN).
import { ConfigError, createLogger, listen, loadConfigOrExit, onShutdownSignal } from '@iq/service-common';
import { createGatewayApp, type GatewayOptions } from './app';
import { gatewayOptionsFromEnv } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger('gateway', { level: config.logLevel });
  let options: Omit<GatewayOptions, 'logger'>;
  try {
    options = gatewayOptionsFromEnv(process.env, config);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message); // a bad setting stops the start, before anything listens
    process.exitCode = 1;
    return;
  }
  try {
    const running = await listen(
      createGatewayApp({ ...options, logger }),
      config.ports.gateway,
      config.gatewayHost,
    );
    // Never the internal token in a log line.
    const { internalToken: _secret, ...shown } = options;
    logger.info({ url: running.url, ...shown }, 'listening');
    onShutdownSignal(logger, running.close);
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    logger.flush();
    process.exitCode = 1;
  }
}

main().catch(() => {
  process.exitCode = 1; // already reported
});
