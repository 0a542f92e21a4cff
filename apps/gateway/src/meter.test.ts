import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gateway as gw } from '@datamall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CallRecord, Meter } from './meter.js';

const DAY = '2026-03-01';
const NEXT_DAY = '2026-03-02';

let dir: string;
const opened: Meter[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-meter-'));
});

afterEach(() => {
  for (const m of opened.splice(0)) m.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A meter on the test folder, opened as a gateway does after the platform answered `lastSeq`. */
function openMeter(lastSeq: number): Meter {
  const m = new Meter(dir);
  opened.push(m);
  m.open(lastSeq);
  return m;
}

/**
 * Ends a meter as a killed process would: nothing more is written. (`close` only releases the descriptor; every
 * call was already written synchronously by `record`.)
 */
function crash(m: Meter) {
  m.close();
}

function call(credentialId: number, overrides: Partial<CallRecord> = {}): CallRecord {
  return { credentialId, day: DAY, kind: 'b', status: 200, ms: 5, ...overrides };
}

function line(credentialId: number, day: string, counts: Partial<gw.UsageLine>): gw.UsageLine {
  return {
    credentialId,
    day,
    calls: 0,
    failed: 0,
    refused: 0,
    status2xx: 0,
    status3xx: 0,
    status4xx: 0,
    status5xx: 0,
    latencySumMs: 0,
    latencyBuckets: new Array(gw.LATENCY_BUCKETS_MS.length + 1).fill(0),
    ...counts,
  };
}

/** Counts per latency bucket, from `index: count` pairs. */
function buckets(counts: Record<number, number>): number[] {
  const out: number[] = new Array(gw.LATENCY_BUCKETS_MS.length + 1).fill(0);
  for (const [i, n] of Object.entries(counts)) out[Number(i)] = n;
  return out;
}

const byKey = (lines: gw.UsageLine[]) =>
  [...lines].sort((a, b) => a.credentialId - b.credentialId || a.day.localeCompare(b.day));

const totalOf = (lines: gw.UsageLine[]) => lines.reduce((sum, l) => sum + l.calls + l.failed + l.refused, 0);

const journalFiles = () => fs.readdirSync(dir).filter((f) => f.startsWith('journal-'));

describe('Meter: aggregation', () => {
  it('aggregates calls per credential and China day into billed, failed and refused', () => {
    const m = openMeter(0);
    m.record(call(1, { kind: 'b', status: 200, ms: 5 }));
    m.record(call(1, { kind: 'b', status: 404, ms: 30 }));
    m.record(call(1, { kind: 'f', status: 502, ms: 3000 }));
    m.record(call(1, { kind: 'r', status: 429, ms: 1 }));
    m.record(call(1, { day: NEXT_DAY, kind: 'b', status: 200, ms: 7 }));
    m.record(call(2, { kind: 'r', status: 403, ms: 0 }));
    const batch = m.takeBatch();
    expect(batch.fromSeq).toBe(0);
    expect(batch.toSeq).toBe(6);
    expect(byKey(batch.lines)).toEqual([
      line(1, DAY, {
        calls: 2,
        failed: 1,
        refused: 1,
        status2xx: 1,
        status4xx: 2,
        status5xx: 1,
        latencySumMs: 3035,
        latencyBuckets: buckets({ 0: 1, 2: 1, 8: 1 }),
      }),
      line(1, NEXT_DAY, { calls: 1, status2xx: 1, latencySumMs: 7, latencyBuckets: buckets({ 0: 1 }) }),
      line(2, DAY, { refused: 1, status4xx: 1 }),
    ]);
    for (const l of batch.lines) expect(gw.zUsageLine.safeParse(l).success).toBe(true);
  });

  it('counts each status class, and none for a call that got no status', () => {
    const m = openMeter(0);
    for (const status of [200, 204, 299, 301, 304, 400, 499, 500, 503, 0]) {
      m.record(call(1, { kind: status >= 500 || status === 0 ? 'f' : 'b', status }));
    }
    const [l] = m.takeBatch().lines;
    expect(l).toMatchObject({ calls: 7, failed: 3, status2xx: 3, status3xx: 2, status4xx: 2, status5xx: 2 });
  });

  it('puts a latency in the first bucket whose bound it does not exceed; refused calls add no latency', () => {
    const m = openMeter(0);
    // Bounds: 10, 25, 50, 100, 250, 500, 1000, 2500, then everything slower.
    for (const ms of [0, 10, 10.5, 25, 99, 100, 2500, 2500.5, 60_000]) m.record(call(1, { ms }));
    m.record(call(1, { kind: 'f', status: 504, ms: 30_000 }));
    m.record(call(1, { kind: 'r', status: 429, ms: 3 }));
    const [l] = m.takeBatch().lines;
    expect(l!.latencyBuckets).toEqual(buckets({ 0: 2, 1: 2, 3: 2, 7: 1, 8: 3 }));
    expect(l!.latencySumMs).toBe(0 + 10 + 10.5 + 25 + 99 + 100 + 2500 + 2500.5 + 60_000 + 30_000);
  });
});

describe('Meter: batches', () => {
  it('hands out the calls (fromSeq, toSeq] and, once settled as applied, the next batch starts at toSeq', () => {
    const m = openMeter(0);
    expect(m.hasPending).toBe(false);
    for (let i = 0; i < 3; i++) m.record(call(1));
    expect(m.hasPending).toBe(true);
    const first = m.takeBatch();
    expect([first.fromSeq, first.toSeq, totalOf(first.lines)]).toEqual([0, 3, 3]);
    first.settle(3);
    expect(m.hasPending).toBe(false);
    m.record(call(2));
    m.record(call(2));
    const second = m.takeBatch();
    expect([second.fromSeq, second.toSeq]).toEqual([3, 5]);
    expect(second.lines.map((l) => [l.credentialId, l.calls])).toEqual([[2, 2]]);
    second.settle(5);
    const empty = m.takeBatch();
    expect([empty.fromSeq, empty.toSeq, empty.lines]).toEqual([5, 5, []]);
  });

  it('acknowledges a batch when the platform has applied even more', () => {
    const m = openMeter(0);
    m.record(call(1));
    m.takeBatch().settle(9);
    expect(m.hasPending).toBe(false);
    m.record(call(1));
    expect(m.takeBatch().fromSeq).toBe(1);
  });

  it('keeps an unapplied batch: the next one starts at the same fromSeq, merged with newer calls', () => {
    const m = openMeter(0);
    m.record(call(1, { ms: 5 }));
    m.record(call(1, { ms: 5 }));
    const lost = m.takeBatch();
    expect([lost.fromSeq, lost.toSeq]).toEqual([0, 2]);
    // Calls answered while the batch was on its way.
    m.record(call(1, { ms: 5 }));
    m.record(call(2, { ms: 30 }));
    lost.settle(null);
    expect(m.hasPending).toBe(true);
    const again = m.takeBatch();
    expect([again.fromSeq, again.toSeq]).toEqual([0, 4]);
    expect(byKey(again.lines)).toEqual([
      line(1, DAY, { calls: 3, status2xx: 3, latencySumMs: 15, latencyBuckets: buckets({ 0: 3 }) }),
      line(2, DAY, { calls: 1, status2xx: 1, latencySumMs: 30, latencyBuckets: buckets({ 2: 1 }) }),
    ]);
    again.settle(4);
    expect(m.takeBatch().lines).toEqual([]);
  });

  it('treats a batch the platform applied only in part as not applied', () => {
    const m = openMeter(0);
    for (let i = 0; i < 3; i++) m.record(call(1));
    m.takeBatch().settle(2);
    expect(m.hasPending).toBe(true);
    const again = m.takeBatch();
    expect([again.fromSeq, again.toSeq, totalOf(again.lines)]).toEqual([0, 3, 3]);
  });

  it('neither loses nor counts twice across failed sends', () => {
    const m = openMeter(0);
    let recorded = 0;
    let applied = 0;
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i <= round; i++, recorded++) m.record(call((i % 3) + 1));
      const batch = m.takeBatch();
      expect(batch.fromSeq).toBe(applied);
      expect(totalOf(batch.lines)).toBe(recorded - applied);
      const delivered = round % 3 === 2;
      batch.settle(delivered ? batch.toSeq : null);
      if (delivered) applied = batch.toSeq;
    }
  });
});

describe('Meter: journal replay after a crash', () => {
  it('replays exactly the calls numbered after lastSeq and continues the numbering', () => {
    const first = openMeter(0);
    for (let id = 1; id <= 5; id++) first.record(call(id));
    crash(first);
    const m = openMeter(2);
    expect(m.hasPending).toBe(true);
    m.record(call(6));
    const batch = m.takeBatch();
    expect([batch.fromSeq, batch.toSeq]).toEqual([2, 6]);
    expect(byKey(batch.lines).map((l) => [l.credentialId, l.calls])).toEqual([
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
  });

  it('replays the same lines as the batch the crash lost', () => {
    const first = openMeter(0);
    first.record(call(1, { kind: 'b', status: 200, ms: 12.5 }));
    first.record(call(1, { kind: 'f', status: 504, ms: 30_000 }));
    first.record(call(1, { kind: 'r', status: 429, ms: 0.2 }));
    first.record(call(2, { day: NEXT_DAY, kind: 'b', status: 302, ms: 260 }));
    const lost = first.takeBatch();
    crash(first);
    const replayed = openMeter(0).takeBatch();
    expect([replayed.fromSeq, replayed.toSeq]).toEqual([lost.fromSeq, lost.toSeq]);
    expect(byKey(replayed.lines)).toEqual(byKey(lost.lines));
  });

  it('replays nothing when the platform applied everything, and numbers on from there', () => {
    const first = openMeter(0);
    for (let i = 0; i < 4; i++) first.record(call(1));
    crash(first);
    const m = openMeter(4);
    expect(m.hasPending).toBe(false);
    m.record(call(1));
    const batch = m.takeBatch();
    expect([batch.fromSeq, batch.toSeq, totalOf(batch.lines)]).toEqual([4, 5, 1]);
  });

  it('ignores a last line cut short by the crash', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    fs.appendFileSync(path.join(dir, 'journal-1.log'), '4\t1\t2026-03-');
    const m = openMeter(0);
    const replayed = m.takeBatch();
    expect([replayed.fromSeq, replayed.toSeq, totalOf(replayed.lines)]).toEqual([0, 3, 3]);
    replayed.settle(null);
    // The next call takes the number the cut line never got, and survives the next crash.
    m.record(call(9));
    crash(m);
    const after = openMeter(3).takeBatch();
    expect([after.fromSeq, after.toSeq]).toEqual([3, 4]);
    expect(after.lines.map((l) => [l.credentialId, l.calls])).toEqual([[9, 1]]);
  });

  it('ignores a last line cut inside its latency field', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    fs.appendFileSync(path.join(dir, 'journal-1.log'), `4\t1\t${DAY}\tb\t200\t`);
    const replayed = openMeter(0).takeBatch();
    expect([replayed.toSeq, totalOf(replayed.lines)]).toEqual([3, 3]);
  });

  it('does not lose a call written after a cut line at the start of a segment', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    const second = openMeter(0); // starts journal-4.log, then dies writing its first call
    crash(second);
    fs.appendFileSync(path.join(dir, 'journal-4.log'), `4\t1\t2026-03`);
    const third = openMeter(0);
    third.record(call(9));
    crash(third);
    const replayed = openMeter(3).takeBatch();
    expect([replayed.fromSeq, replayed.toSeq]).toEqual([3, 4]);
    expect(replayed.lines.map((l) => [l.credentialId, l.calls])).toEqual([[9, 1]]);
  });

  it('refuses a second replay (a retried join), so replayed calls count once', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    const m = openMeter(0);
    expect(() => m.open(0)).toThrow();
    const batch = m.takeBatch();
    expect([batch.fromSeq, batch.toSeq, totalOf(batch.lines)]).toEqual([0, 3, 3]);
  });

  it('keeps the segment being written when a second replay is refused', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    const m = openMeter(0);
    expect(() => m.open(0)).toThrow();
    m.takeBatch().settle(3);
    m.record(call(9));
    crash(m);
    const replayed = openMeter(3).takeBatch();
    expect(replayed.lines.map((l) => [l.credentialId, l.calls])).toEqual([[9, 1]]);
  });
});

describe('Meter: segments', () => {
  it('deletes a segment once every call in it is acknowledged, and not before', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    const m = openMeter(0); // a restart continues in journal-4.log
    expect(journalFiles().sort()).toEqual(['journal-1.log', 'journal-4.log']);
    m.takeBatch().settle(null);
    expect(journalFiles().sort()).toEqual(['journal-1.log', 'journal-4.log']);
    m.takeBatch().settle(2);
    expect(journalFiles().sort()).toEqual(['journal-1.log', 'journal-4.log']);
    m.takeBatch().settle(3);
    expect(journalFiles()).toEqual(['journal-4.log']);
  });

  it('deletes at open the segments the platform has already applied', () => {
    const first = openMeter(0);
    for (let i = 0; i < 3; i++) first.record(call(1));
    crash(first);
    crash(openMeter(2));
    expect(journalFiles().sort()).toEqual(['journal-1.log', 'journal-4.log']);
    openMeter(3);
    expect(journalFiles()).toEqual(['journal-4.log']);
  });

  it('continues a journal over 8 MB in a new segment and deletes the full one once acknowledged', async () => {
    const m = openMeter(0);
    let n = 0;
    // About 280,000 lines of ~30 bytes fill the 8 MB segment.
    while (journalFiles().length < 2 && n < 2_000_000) {
      let written: Promise<void> = Promise.resolve();
      for (let i = 0; i < 10_000; i++) written = m.record(call(1, { ms: 12.3 }));
      await written;
      n += 10_000;
    }
    const files = journalFiles().sort((a, b) => a.length - b.length || a.localeCompare(b));
    expect(files).toHaveLength(2);
    expect(files[0]).toBe('journal-1.log');
    expect(fs.statSync(path.join(dir, 'journal-1.log')).size).toBeGreaterThan(8 * 1024 * 1024);
    const batch = m.takeBatch();
    expect([batch.toSeq, totalOf(batch.lines)]).toEqual([n, n]);
    batch.settle(n);
    expect(journalFiles()).toEqual([files[1]]);
    crash(m);
    // The calls of the surviving segment are all acknowledged: nothing is replayed.
    expect(openMeter(n).hasPending).toBe(false);
  });
});

describe('Meter: group commit', () => {
  const lines = () =>
    journalFiles()
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .join('')
      .split('\n')
      .filter(Boolean);

  it('lets a call be answered only once its line is on disk; the calls of one turn are written together', async () => {
    const m = openMeter(0);
    const first = m.record(call(1));
    const second = m.record(call(2));
    expect(first).toBe(second);
    // Nothing is written, nor counted, before the turn ends.
    expect(lines()).toEqual([]);
    let answered = false;
    const answer = first.then(() => {
      answered = true;
      return lines().length;
    });
    expect(answered).toBe(false);
    expect(await answer).toBe(2);
    const batch = m.takeBatch();
    expect([batch.fromSeq, batch.toSeq, totalOf(batch.lines)]).toEqual([0, 2, 2]);
  });

  it('writes what is recorded before a batch is taken, so a reported call is always in the journal', () => {
    const m = openMeter(0);
    void m.record(call(1));
    const batch = m.takeBatch();
    expect([batch.toSeq, totalOf(batch.lines)]).toEqual([1, 1]);
    expect(lines()).toHaveLength(1);
  });

  it('a failed write rejects its calls, which are neither answered nor billed', async () => {
    const m = openMeter(0);
    const written = m.record(call(1));
    // The journal's file is gone from under the meter (a failing disk).
    (m as unknown as { fd: number }).fd = 987_654;
    await expect(written).rejects.toThrow();
    (m as unknown as { fd: number }).fd = -1;
    const batch = m.takeBatch();
    expect(totalOf(batch.lines)).toBe(0);
  });
});
