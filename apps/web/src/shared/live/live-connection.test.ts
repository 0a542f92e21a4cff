import { LIVE_CLOSE } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, liveUrl, retryDelay } from './live-connection';

class FakeSocket {
  readyState = 0;
  onopen = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror = null;
  closedWith: number | null = null;
  close(code = 1000) {
    this.closedWith = code;
  }
  say(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

describe('the live connection', () => {
  let sockets: FakeSocket[];
  let connection: LiveConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    connection = new LiveConnection(
      () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket as never;
      },
      () => 'ws://test/server/live',
    );
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it('is open only once the server said ready, and hands on the changes', () => {
    const changes: unknown[] = [];
    connection.onChange((c) => changes.push(c));
    connection.start();
    expect(connection.status).toBe('connecting');
    sockets[0]!.say({ topic: 'ready', userId: '7' });
    expect(connection.status).toBe('open');
    sockets[0]!.say({ topic: 'order', id: '12' });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(changes).toEqual([{ topic: 'order', id: '12' }]);
  });

  it('reconnects after a drop with a growing wait, and falls back meanwhile', () => {
    const seen: string[] = [];
    connection.onStatus(() => seen.push(connection.status));
    connection.start();
    sockets[0]!.say({ topic: 'ready', userId: '7' });
    sockets[0]!.drop();
    expect(connection.status).toBe('connecting');
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1300);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(700);
    expect(sockets).toHaveLength(3);
    sockets[2]!.say({ topic: 'ready', userId: '7' });
    expect(seen).toEqual(['connecting', 'open', 'connecting', 'open']);
  });

  it('waits longer after the server refused the session', () => {
    connection.start();
    sockets[0]!.drop(LIVE_CLOSE.UNAUTHENTICATED);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(2);
  });

  it('closes and stays closed when stopped', () => {
    connection.start();
    sockets[0]!.say({ topic: 'ready', userId: '7' });
    connection.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(connection.status).toBe('off');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('live addresses and waits', () => {
  it('uses a secure websocket on an https page', () => {
    expect(liveUrl({ protocol: 'https:', host: 'mall.example' })).toBe('wss://mall.example/server/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3100' })).toBe('ws://localhost:3100/server/live');
  });

  it('names the token only to a configured live host elsewhere', () => {
    const page = { protocol: 'https:', host: 'mall.example' };
    expect(liveUrl(page, 'wss://live.example/server/live', () => 'tok')).toBe(
      'wss://live.example/server/live?access_token=tok',
    );
    expect(liveUrl(page, 'wss://mall.example/server/live', () => 'tok')).toBe(
      'wss://mall.example/server/live',
    );
  });

  it('doubles the wait up to 30 s, less up to 30 % jitter', () => {
    expect(retryDelay(0, () => 0)).toBe(1000);
    expect(retryDelay(3, () => 0)).toBe(8000);
    expect(retryDelay(10, () => 0)).toBe(30_000);
    expect(retryDelay(10, () => 1)).toBe(21_000);
  });
});
