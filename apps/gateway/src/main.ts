import { loadGatewayConfig } from './config.js';
import { Gateway } from './gateway.js';

/** Runs one gateway process until SIGINT/SIGTERM (then reports its journal and hands back its leases). */
async function main() {
  const config = loadGatewayConfig();
  const gateway = new Gateway({
    ...config,
    log: (level, message, error) => {
      const detail = error instanceof Error ? `: ${error.message}` : '';
      console[level === 'info' ? 'log' : level](`[gateway ${config.gatewayId}] ${message}${detail}`);
    },
  });
  if (!config.metering)
    console.warn(
      `[gateway ${config.gatewayId}] GATEWAY_METERING=off: calls are NOT billed (benchmarks only)`,
    );
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[gateway ${config.gatewayId}] ${signal}: shutting down`);
    await gateway.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const port = await gateway.start();
  console.log(
    `[gateway ${config.gatewayId}] listening on ${config.host}:${port}, platform ${config.platformUrl}, configuration ${gateway.configVersion}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
