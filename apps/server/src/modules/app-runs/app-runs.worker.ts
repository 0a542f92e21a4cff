import vm from 'node:vm';
import { Worker } from 'node:worker_threads';

/**
 * Runs a data application's JavaScript job in a worker thread with a heap limit (`resourceLimits`) and a
 * wall-clock timeout (the worker is terminated). Inside the worker the job runs in a fresh vm context that holds
 * only its own copies of the inputs and a `log` function, with no `require`, `process` or host objects, and the
 * worker gets an empty environment.
 */

export type JsOutcome =
  | { ok: true; rows: unknown; logs: string[] }
  | { ok: false; kind: 'timeout' | 'memory_limit' | 'job_error'; detail: string; logs: string[] };

/** Checks that the job body compiles; answers the syntax error, or null. */
export function compileError(code: string): string | null {
  try {
    new vm.Script(wrap(code), { filename: 'job.js' });
    return null;
  } catch (error) {
    return String((error as Error).message).slice(0, 300);
  }
}

const wrap = (code: string) => `(async function (inputs, log) {\n${code}\n})`;

/** Plain CommonJS run by the worker: everything the job can touch is created inside the vm context. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const context = vm.createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false } });
vm.runInContext(\`
  var __logs = [];
  var __log = function () {
    if (__logs.length >= 200) return;
    var parts = [];
    for (var i = 0; i < arguments.length; i++) {
      var a = arguments[i];
      parts.push(typeof a === 'string' ? a : JSON.stringify(a));
    }
    __logs.push(parts.join(' ').slice(0, 500));
  };
  var console = { log: __log, info: __log, warn: __log, error: __log };
\`, context);
const start = vm.runInContext('(function (json, fn) { return fn(JSON.parse(json), __log); })', context);
const job = vm.runInContext(workerData.source, context, { filename: 'job.js' });
const logs = () => JSON.parse(JSON.stringify(vm.runInContext('__logs', context)));
Promise.resolve()
  .then(() => start(workerData.inputs, job))
  .then((rows) => {
    let json;
    try { json = JSON.stringify(rows === undefined ? null : rows); }
    catch (e) { throw new Error('the result is not JSON: ' + (e && e.message)); }
    parentPort.postMessage({ ok: true, rows: json, logs: logs() });
  })
  .catch((e) => {
    parentPort.postMessage({ ok: false, detail: String((e && e.message) || e).slice(0, 500), logs: logs() });
  });
`;

export interface JsJob {
  code: string;
  /** Input rows by input name. */
  inputs: Record<string, Record<string, unknown>[]>;
  timeoutMs: number;
  memoryMb: number;
}

/** Live workers, so a closing server can stop them. */
const live = new Set<Worker>();

export function terminateAll(): Promise<unknown> {
  return Promise.all([...live].map((w) => w.terminate()));
}

export function runJsJob(job: JsJob): Promise<JsOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { source: wrap(job.code), inputs: JSON.stringify(job.inputs) },
      env: {},
      execArgv: [],
      stdout: true,
      stderr: true,
      resourceLimits: {
        maxOldGenerationSizeMb: job.memoryMb,
        maxYoungGenerationSizeMb: Math.min(16, Math.max(4, Math.floor(job.memoryMb / 4))),
        codeRangeSizeMb: 16,
        stackSizeMb: 4,
      },
    });
    live.add(worker);
    let settled = false;
    const finish = (outcome: JsOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      live.delete(worker);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      finish({ ok: false, kind: 'timeout', detail: `${job.timeoutMs / 1000}s`, logs: [] });
    }, job.timeoutMs);
    worker.on('message', (m: { ok: boolean; rows?: string; detail?: string; logs: string[] }) => {
      if (m.ok) finish({ ok: true, rows: JSON.parse(m.rows ?? 'null'), logs: m.logs });
      else finish({ ok: false, kind: 'job_error', detail: m.detail ?? '', logs: m.logs });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const oom = error.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|heap/i.test(error.message);
      finish({
        ok: false,
        kind: oom ? 'memory_limit' : 'job_error',
        detail: oom ? `${job.memoryMb} MB` : String(error.message).slice(0, 500),
        logs: [],
      });
    });
    worker.on('exit', (code) => {
      finish({ ok: false, kind: 'job_error', detail: `worker exited (${code})`, logs: [] });
    });
  });
}
