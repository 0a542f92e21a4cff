import net from 'node:net';
import { ErrorCode } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { cellText, openConnector, quoteMysql, quotePg } from './connectors.js';

/** Accepts TCP connections and never answers: a database that hangs. */
let silent: net.Server;
let port: number;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('connectors', () => {
  it('quotes identifiers', () => {
    expect(quotePg('a"b')).toBe('"a""b"');
    expect(quoteMysql('a`b')).toBe('`a``b`');
  });

  it('renders cells as text', () => {
    expect(cellText(null)).toBeNull();
    expect(cellText(Buffer.from([1, 255]))).toBe('0x01ff');
    expect(cellText(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText('x'.repeat(600))).toHaveLength(501);
  });

  it.each(['postgresql', 'mysql'] as const)(
    '%s: a server that never answers is a timeout',
    async (dbType) => {
      const error = await openConnector(
        {
          dbType,
          host: '127.0.0.1',
          address: '127.0.0.1',
          port,
          database: 'x',
          username: 'x',
          password: 'x',
          sslMode: 'disable',
        },
        600,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(ErrorCode.CONNECTION_TIMEOUT);
    },
  );
});
