import { describe, expect, it } from 'vitest';
import { OperationLogWriter } from './operation-log.js';

/** A stand-in for the rows' insert that records each insert and lets the test finish it. */
function fakeDb(fail = false) {
  const inserts: { rows: unknown[]; finish: () => void }[] = [];
  const db = (rows: unknown[]) =>
    new Promise<void>((resolve, reject) => {
      inserts.push({ rows, finish: () => (fail ? reject(new Error('down')) : resolve()) });
    });
  return { db, inserts };
}

const row = (n: number) => ({ operation: `op${n}`, method: 'POST', path: '/x' }) as never;
const tick = () => new Promise((r) => setImmediate(r));

describe('OperationLogWriter', () => {
  it('writes a row at once, and the rows that arrive meanwhile together in the next insert', async () => {
    const { db, inserts } = fakeDb();
    const writer = new OperationLogWriter(db, () => {});
    writer.add(row(1));
    await tick();
    expect(inserts.map((i) => i.rows.length)).toEqual([1]);
    writer.add(row(2));
    writer.add(row(3));
    writer.add(row(4));
    await tick();
    expect(inserts).toHaveLength(1); // one insert at a time
    inserts[0]!.finish();
    await tick();
    expect(inserts.map((i) => i.rows.length)).toEqual([1, 3]);
    inserts[1]!.finish();
    await writer.drain();
  });

  it('drain waits until every queued row is written (a clean shutdown loses none)', async () => {
    const { db, inserts } = fakeDb();
    const writer = new OperationLogWriter(db, () => {}, 2);
    for (let i = 0; i < 5; i++) writer.add(row(i));
    let drained = false;
    const done = writer.drain().then(() => {
      drained = true;
    });
    for (let i = 0; i < 3; i++) {
      await tick();
      expect(drained).toBe(false);
      inserts[i]!.finish();
    }
    await done;
    expect(inserts.map((i) => i.rows.length)).toEqual([1, 2, 2]);
  });

  it('reports a failed insert and keeps writing the next rows', async () => {
    const { db, inserts } = fakeDb(true);
    const errors: number[] = [];
    const writer = new OperationLogWriter(db, (_e, rows) => errors.push(rows));
    writer.add(row(1));
    await tick();
    writer.add(row(2));
    inserts[0]!.finish();
    await tick();
    inserts[1]!.finish();
    await writer.drain();
    expect(errors).toEqual([1, 1]);
  });
});
