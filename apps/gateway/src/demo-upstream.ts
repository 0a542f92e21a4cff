import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOT_BILLABLE } from './meter.js';
import { archiveResponse } from './vehicle-archive/archive-upstream.js';

/**
 * The demo upstream behind the demo API goods: SYNTHETIC industrial data (vehicle insurance and driving records,
 * equipment telemetry) computed from the request, so the same question always gets the same answer, and the
 * vehicle archive queries (`/archive/…`) over a seeded synthetic data set. Every answer says it is synthetic.
 * `npm start` runs it on loopback; nothing real is behind it.
 */

const CITIES = ['上海', '苏州', '杭州', '南京', '合肥', '宁波', '无锡', '嘉兴'];
const INSURERS = ['示例财产保险', '演示人寿财险', '样例保险集团'];
const NOTICE = 'synthetic demo data';

/** A deterministic number in [0, 1) from a text. */
function unit(text: string, salt: string): number {
  return createHash('sha256').update(`${salt}|${text}`).digest().readUInt32BE(0) / 2 ** 32;
}

function json(res: http.ServerResponse, status: number, body: unknown, billable = true) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-data-notice': NOTICE,
    ...(billable ? {} : { [NOT_BILLABLE.header]: NOT_BILLABLE.value }),
  });
  res.end(text);
}

function insurance(q: URLSearchParams) {
  const plateNo = q.get('plateNo') ?? '';
  const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(unit(plateNo, 'exp') * 365) * 86_400_000);
  return {
    synthetic: true,
    plateNo,
    vin: q.get('vin') ?? null,
    compulsory: unit(plateNo, 'valid') > 0.15,
    insurer: INSURERS[Math.floor(unit(plateNo, 'ins') * INSURERS.length)],
    expiresOn: day.toISOString().slice(0, 10),
  };
}

function driving(q: URLSearchParams) {
  const plateNo = q.get('plateNo') ?? '';
  const date = q.get('date') ?? '';
  const seed = `${plateNo}|${date}`;
  return {
    synthetic: true,
    plateNo,
    date,
    mileageKm: Math.round(unit(seed, 'km') * 42_000) / 100,
    drivingMinutes: Math.floor(unit(seed, 'min') * 600),
    lastCity: CITIES[Math.floor(unit(seed, 'city') * CITIES.length)],
  };
}

function telemetry(q: URLSearchParams) {
  const deviceId = q.get('deviceId') ?? 'PUMP-001';
  const minute = Math.floor(Date.now() / 60_000);
  const seed = `${deviceId}|${minute}`;
  return {
    synthetic: true,
    deviceId,
    at: new Date(minute * 60_000).toISOString(),
    temperatureC: Math.round((55 + unit(seed, 't') * 30) * 10) / 10,
    vibrationMmS: Math.round(unit(seed, 'v') * 80) / 10,
    pressureBar: Math.round((3 + unit(seed, 'p') * 4) * 100) / 100,
    status: unit(seed, 's') > 0.9 ? 'warning' : 'normal',
  };
}

/** A 1 KB JSON answer (benchmarks). */
const ONE_KB = JSON.stringify({ synthetic: true, data: 'x'.repeat(1024 - 35) });

function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://demo');
  switch (url.pathname) {
    case '/vehicle/insurance':
      if (!url.searchParams.get('plateNo')) return json(res, 400, { error: 'plateNo is required' });
      return json(res, 200, insurance(url.searchParams));
    case '/vehicle/driving':
      if (!url.searchParams.get('plateNo') || !url.searchParams.get('date'))
        return json(res, 400, { error: 'plateNo and date are required' });
      return json(res, 200, driving(url.searchParams));
    case '/equipment/telemetry':
      return json(res, 200, telemetry(url.searchParams));
    case '/bench/1k':
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': ONE_KB.length,
        'x-data-notice': NOTICE,
      });
      return res.end(ONE_KB);
    case '/healthz':
      return json(res, 200, { status: 'ok' });
    default: {
      const archive = archiveResponse(url.pathname, url.searchParams);
      // The archive does not charge a question it cannot answer.
      if (archive) return json(res, archive.status, archive.body, archive.status === 200);
      return json(res, 404, { error: `no such path: ${url.pathname}` });
    }
  }
}

/** Starts the demo upstream; answers its port and a close function. */
export async function startDemoUpstream(port: number, host = '127.0.0.1') {
  const server = http.createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
    req.resume();
    req.on('end', () => {
      // A bug answering one request must not take the upstream (and `npm start` with it) down.
      try {
        handle(req, res);
      } catch (error) {
        console.error('[demo upstream]', error);
        if (!res.headersSent) json(res, 500, { error: 'internal error' });
        else res.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
