// Starts the gateway: `npx tsx services/gateway/src/main.ts`
// (PORT, GATEWAY_HOST, EXAM_URL/ORDER_URL/USER_URL, SHELL_DIR, REMOTES_DIR, MANIFEST_FILE).
import { createLogger, listen, loadConfigOrExit, onShutdownSignal } from '@iq/service-common';
import { createGatewayApp } from './app';
import { gatewayOptionsFromEnv } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger('gateway', { level: config.logLevel });
  const options = gatewayOptionsFromEnv(process.env, config);
  try {
    const running = await listen(
      createGatewayApp({ ...options, logger }),
      config.ports.gateway,
      config.gatewayHost,
    );
    logger.info({ url: running.url, ...options }, 'listening');
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
