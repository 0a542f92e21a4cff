/**
 * Node flags of the server process: `npm start` runs the server with them, and the benchmarks measure it with them.
 * `--max-semi-space-size=64`: a young generation of 64 MB semi-spaces instead of V8's 16 MB. A busy server
 * allocates short-lived strings and buffers for every request; fewer scavenges gave the uncached keyword search
 * 5,090 → 6,059 req/s and p99 22 → 16 ms (bench/mall-api.ts, 2026-11-24), for at most 96 MB more memory.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
