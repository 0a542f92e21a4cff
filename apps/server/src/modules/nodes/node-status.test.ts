import { nodes } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { nodeStatus, onlineThreshold } from './node-status.js';

const { NODE_OFFLINE_AFTER_SECONDS } = nodes;

const now = new Date('2025-03-01T08:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('nodeStatus', () => {
  it('is offline before the first heartbeat', () => {
    expect(nodeStatus({ lastHeartbeatAt: null, lastReportedStatus: 'offline' }, now)).toBe('offline');
    expect(nodeStatus({ lastHeartbeatAt: null, lastReportedStatus: 'online' }, now)).toBe('offline');
  });

  it('is online within the window, up to and including its edge', () => {
    expect(nodeStatus({ lastHeartbeatAt: ago(0), lastReportedStatus: 'online' }, now)).toBe('online');
    expect(nodeStatus({ lastHeartbeatAt: ago(30), lastReportedStatus: 'online' }, now)).toBe('online');
    expect(
      nodeStatus({ lastHeartbeatAt: ago(NODE_OFFLINE_AFTER_SECONDS), lastReportedStatus: 'online' }, now),
    ).toBe('online');
  });

  it('is offline one millisecond past the window', () => {
    const justPast = new Date(now.getTime() - NODE_OFFLINE_AFTER_SECONDS * 1000 - 1);
    expect(nodeStatus({ lastHeartbeatAt: justPast, lastReportedStatus: 'online' }, now)).toBe('offline');
  });

  it('is offline at once when the node announced going offline', () => {
    expect(nodeStatus({ lastHeartbeatAt: ago(1), lastReportedStatus: 'offline' }, now)).toBe('offline');
  });

  it('treats a beat from a clock slightly ahead as online', () => {
    expect(nodeStatus({ lastHeartbeatAt: ago(-5), lastReportedStatus: 'online' }, now)).toBe('online');
  });

  it('honours a custom window', () => {
    const state = { lastHeartbeatAt: ago(20), lastReportedStatus: 'online' };
    expect(nodeStatus(state, now, 10)).toBe('offline');
    expect(nodeStatus(state, now, 30)).toBe('online');
  });
});

describe('onlineThreshold', () => {
  it('is the offline window before now', () => {
    expect(onlineThreshold(now).toISOString()).toBe('2025-03-01T07:58:30.000Z');
  });
});
