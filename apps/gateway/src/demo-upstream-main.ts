import { startDemoUpstream } from './demo-upstream.js';
import { vehicleArchive } from './vehicle-archive/archive-upstream.js';

const port = Number(process.env.DEMO_UPSTREAM_PORT ?? 8090);
const { port: bound } = await startDemoUpstream(port, process.env.DEMO_UPSTREAM_HOST ?? '127.0.0.1');
console.log(`[demo upstream] synthetic data on 127.0.0.1:${bound}`);
// The archive's data set is generated now rather than on the first query (about a second).
setImmediate(() => vehicleArchive());
