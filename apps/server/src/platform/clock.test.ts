import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { fileOffsetClock } from './clock.js';

it('runs ahead by the offset written in its file, read again when the file changes', () => {
  vi.useFakeTimers({ now: new Date('2026-11-28T00:00:00Z'), toFake: ['Date'] });
  try {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clock-')), 'offset');
    const clock = fileOffsetClock(file);
    expect(clock.now().toISOString()).toBe('2026-11-28T00:00:00.000Z');
    fs.writeFileSync(file, String(12 * 86_400_000));
    vi.setSystemTime(new Date('2026-11-28T00:00:01Z'));
    expect(clock.now().toISOString()).toBe('2026-12-10T00:00:01.000Z');
    fs.writeFileSync(file, 'not a number');
    vi.setSystemTime(new Date('2026-11-28T00:00:02Z'));
    expect(clock.now().toISOString()).toBe('2026-11-28T00:00:02.000Z');
  } finally {
    vi.useRealTimers();
  }
});
