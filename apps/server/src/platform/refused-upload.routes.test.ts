import net from 'node:net';
import { ErrorCode, goods } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  token = (await loginAs(t, 'supplier')).token;
});
afterAll(() => t.close());

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('an upload refused while it streams', () => {
  it('is answered and its connection closed, without waiting for the rest of the body', async () => {
    const boundary = 'refusedboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const announced = 50 * 1024 * 1024;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.once('close', () => resolve(Date.now() - started));
    });
    socket.write(
      [
        'POST /server/item/uploadImgFile HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${announced}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(head);
    socket.write(PNG_MAGIC);
    // A little more than the limit, then nothing: the client never sends the rest.
    const chunk = Buffer.alloc(256 * 1024);
    for (
      let sent = 0;
      sent < goods.GOODS_IMAGE_MAX_BYTES + 1024 * 1024 && !socket.destroyed;
      sent += chunk.length
    ) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    const ms = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 15_000)),
    ]);
    expect(ms, 'the server closed the connection').toBeGreaterThanOrEqual(0);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('connection: close');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.code).toBe(ErrorCode.FILE_TOO_LARGE);
    socket.destroy();
  });
});
