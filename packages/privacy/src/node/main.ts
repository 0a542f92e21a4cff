// A privacy-computing node: `npm run node -- --platform <url> --node-id <id> --token <token> --dataset name=file.csv`
// (or `--config node.json` with the same keys: platform, nodeId, token, datasets {name: file.csv or {csv, revealKeys,
// minGroupSize, requireNoise, maxEpsilon, columns}}, the dataset's policy; defaults in DEFAULT_DATASET_POLICY). It beats to the
// platform every 30 s, takes its parties' jobs and computes them on the listed datasets; the intersecting keys a
// consumer may see are written to --output (default ./privacy-results/<job>.json), never sent anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CsvDataset, csvDatasets } from './datasets.js';
import { httpTransport } from './http-transport.js';
import { PrivacyNode } from './runtime.js';

const VERSION = 'datamall-privacy-node/1';
/** The platform's job ids; anything else is not used as a file name. */
const JOB_ID = /^pj-[0-9a-f-]{36}$/;

interface NodeConfig {
  platform: string;
  nodeId: number;
  token: string;
  datasets: Record<string, CsvDataset>;
  output: string;
}

function readConfig(): { config: NodeConfig; baseDir: string } {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      platform: { type: 'string' },
      'node-id': { type: 'string' },
      token: { type: 'string' },
      dataset: { type: 'string', multiple: true },
      output: { type: 'string' },
    },
  });
  const file = values.config ? JSON.parse(fs.readFileSync(values.config, 'utf8')) : {};
  const datasets: Record<string, CsvDataset> = {};
  for (const [name, entry] of Object.entries<string | CsvDataset>(file.datasets ?? {})) {
    datasets[name] = typeof entry === 'string' ? { csv: entry } : entry;
  }
  for (const entry of values.dataset ?? []) {
    const at = entry.indexOf('=');
    if (at < 1 || at === entry.length - 1) throw new Error(`--dataset takes name=file.csv, not ${entry}`);
    datasets[entry.slice(0, at)] = { csv: entry.slice(at + 1) };
  }
  const config: NodeConfig = {
    platform: values.platform ?? file.platform ?? 'http://127.0.0.1:8080',
    nodeId: Number(values['node-id'] ?? file.nodeId),
    token: values.token ?? file.token ?? process.env.PRIVACY_NODE_TOKEN ?? '',
    datasets,
    output: values.output ?? file.output ?? 'privacy-results',
  };
  if (!Number.isInteger(config.nodeId) || config.nodeId <= 0) throw new Error('--node-id is required');
  if (!config.token) throw new Error('--token (or PRIVACY_NODE_TOKEN) is required');
  return { config, baseDir: values.config ? path.dirname(path.resolve(values.config)) : process.cwd() };
}

async function heartbeat(config: NodeConfig, status: 'online' | 'offline'): Promise<void> {
  const url = `${config.platform.replace(/\/+$/, '')}/server/user/edgeNodeStatus?nodeId=${config.nodeId}&status=${status}&version=${VERSION}`;
  const response = await fetch(url, { method: 'POST', headers: { 'x-node-token': config.token } });
  const body = (await response.json().catch(() => null)) as { code: number; msg: string } | null;
  if (body?.code !== 0) throw new Error(`heartbeat refused: ${body?.msg ?? response.status}`);
}

async function main(): Promise<void> {
  const { config, baseDir } = readConfig();
  const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  await heartbeat(config, 'online');
  log(
    `node ${config.nodeId} online at ${config.platform}; datasets: ${Object.keys(config.datasets).join(', ') || 'none'}`,
  );
  const beat = setInterval(() => heartbeat(config, 'online').catch((e) => log(String(e))), 30_000);
  const node = new PrivacyNode(
    httpTransport({ platformUrl: config.platform, nodeId: config.nodeId, token: config.token }),
    csvDatasets(config.datasets, baseDir),
    {
      log,
      onConsumerView: (jobId, view) => {
        if (!JOB_ID.test(jobId))
          return log(`job id ${JSON.stringify(jobId)} is not a job id: keys not written`);
        fs.mkdirSync(config.output, { recursive: true });
        fs.writeFileSync(path.join(config.output, `${jobId}.json`), `${JSON.stringify(view, null, 2)}\n`);
        log(`job ${jobId}: intersecting keys written to ${config.output}/${jobId}.json`);
      },
    },
  );
  const stop = async () => {
    node.stop();
    clearInterval(beat);
    await heartbeat(config, 'offline').catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await node.run();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
