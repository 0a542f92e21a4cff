import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ErrorCode, interfaces } from '@datamall/contract';
import { normalizeHost } from '@datamall/net-guard';
import { AppError } from '../../platform/errors.js';

/**
 * Limits of a test call. The tests shorten them (read at each call); the server never changes them.
 */
export const TEST_CALL_LIMITS = {
  timeoutMs: interfaces.TEST_CALL.timeoutSeconds * 1000,
  maxResponseBytes: interfaces.TEST_CALL.maxResponseBytes,
};

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  url: URL;
  /** The address the host policy approved: the socket connects to it, never to the name again. */
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface UpstreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
  ms: number;
}

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EPIPE',
]);

class Timeout extends Error {}

/**
 * One HTTP(S) request to an approved address, with a whole-call deadline and a cap on the body kept
 * (the rest is not read: the socket is closed). Redirects are answered as they are, never followed.
 * Errors become the AppErrors of the test call (never the socket's message).
 */
export function callUpstream(req: UpstreamRequest): Promise<UpstreamAnswer> {
  const { timeoutMs, maxResponseBytes } = TEST_CALL_LIMITS;
  const started = performance.now();
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: req.address, family: req.family }]);
    else callback(null, req.address, req.family);
  };
  const host = normalizeHost(req.url.hostname);
  const port = req.url.port || (req.url.protocol === 'https:' ? '443' : '80');
  const client = req.url.protocol === 'https:' ? https : http;

  return new Promise<UpstreamAnswer>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(toTestCallError(error, host, port));
    };
    const request = client.request(
      req.url,
      { method: req.method, headers: req.headers, lookup, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const finish = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            truncated,
            ms: Math.round(performance.now() - started),
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (settled) return;
          const room = maxResponseBytes - size;
          if (chunk.length > room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = true;
            finish();
            res.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', finish);
        res.on('error', fail);
        // A connection closed before the end of the body: keep what came (not truncated on purpose).
        res.on('close', () => {
          if (!res.complete) fail(Object.assign(new Error('closed'), { code: 'ECONNRESET' }));
          else finish();
        });
      },
    );
    const timer = setTimeout(() => {
      fail(new Timeout());
      request.destroy();
    }, timeoutMs);
    request.on('error', fail);
    request.end(req.body);
  });
}

function toTestCallError(error: unknown, host: string, port: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Timeout)
    return new AppError(ErrorCode.INTERFACE_TEST_TIMEOUT, { seconds: interfaces.TEST_CALL.timeoutSeconds });
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'ETIMEDOUT')
    return new AppError(ErrorCode.INTERFACE_TEST_TIMEOUT, { seconds: interfaces.TEST_CALL.timeoutSeconds });
  if (NETWORK_ERRORS.has(code)) return new AppError(ErrorCode.INTERFACE_TEST_UNREACHABLE, { host, port });
  // TLS and HTTP parse errors: their code only (the message may echo what the upstream sent).
  return new AppError(ErrorCode.INTERFACE_TEST_FAILED, { detail: (code || 'error').slice(0, 80) });
}
