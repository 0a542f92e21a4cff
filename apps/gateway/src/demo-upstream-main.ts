import { startDemoUpstream } from './demo-upstream.js';

const port = Number(process.env.DEMO_UPSTREAM_PORT ?? 8090);
const { port: bound } = await startDemoUpstream(port, process.env.DEMO_UPSTREAM_HOST ?? '127.0.0.1');
console.log(`[demo upstream] synthetic data on 127.0.0.1:${bound}`);
