import fs from 'node:fs';
import path from 'node:path';
import { gateway as gw } from '@datamall/contract';

/**
 * How a journaled call ends: billed (upstream < 500), failed (upstream 5xx or no answer, or an answer the upstream
 * waived with NOT_BILLABLE), refused (gateway).
 */
export type CallKind = 'b' | 'f' | 'r';

/** An upstream answer (below 500) carrying this header is not billed: e.g. a lookup that found nothing. */
export const NOT_BILLABLE = { header: 'x-billable', value: '0' } as const;

export interface CallRecord {
  credentialId: number;
  day: string;
  kind: CallKind;
  /** HTTP status the caller got (0: none). */
  status: number;
  ms: number;
}

const SEGMENT_BYTES = 8 * 1024 * 1024;
const BUCKETS = gw.LATENCY_BUCKETS_MS;

function emptyLine(credentialId: number, day: string): gw.UsageLine {
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
    latencyBuckets: new Array(BUCKETS.length + 1).fill(0),
  };
}

function addTo(lines: Map<string, gw.UsageLine>, r: CallRecord) {
  const key = `${r.credentialId}|${r.day}`;
  let line = lines.get(key);
  if (!line) {
    line = emptyLine(r.credentialId, r.day);
    lines.set(key, line);
  }
  if (r.kind === 'b') line.calls += 1;
  else if (r.kind === 'f') line.failed += 1;
  else line.refused += 1;
  if (r.status >= 200 && r.status < 300) line.status2xx += 1;
  else if (r.status >= 300 && r.status < 400) line.status3xx += 1;
  else if (r.status >= 400 && r.status < 500) line.status4xx += 1;
  else if (r.status >= 500) line.status5xx += 1;
  if (r.kind !== 'r') {
    line.latencySumMs += r.ms;
    let i = BUCKETS.findIndex((b) => r.ms <= b);
    if (i < 0) i = BUCKETS.length;
    line.latencyBuckets[i]! += 1;
  }
}

function mergeInto(target: Map<string, gw.UsageLine>, source: Map<string, gw.UsageLine>) {
  for (const [key, s] of source) {
    const t = target.get(key);
    if (!t) {
      target.set(key, s);
      continue;
    }
    t.calls += s.calls;
    t.failed += s.failed;
    t.refused += s.refused;
    t.status2xx += s.status2xx;
    t.status3xx += s.status3xx;
    t.status4xx += s.status4xx;
    t.status5xx += s.status5xx;
    t.latencySumMs += s.latencySumMs;
    s.latencyBuckets.forEach((n, i) => {
      t.latencyBuckets[i]! += n;
    });
  }
}

/**
 * The metering journal of one gateway: every call with a known credential is appended before the caller gets its
 * answer (a killed process loses nothing it answered), and aggregated into the next batch. The calls that end in
 * the same turn of the event loop are written together (group commit: one synchronous write, then their answers),
 * which keeps a write per call off the request path. Batches carry the journal's sequence numbers
 * (fromSeq, toSeq]; the platform applies each number once, so a batch sent again after a crash or a lost answer
 * never double-counts.
 */
export class Meter {
  private seq = 0;
  private acked = 0;
  private pending = new Map<string, gw.UsageLine>();
  private fd = -1;
  private segmentBytes = 0;
  private readonly segments: { start: number; file: string }[] = [];

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private opened = false;

  /**
   * Replays the journal after `lastSeq` (what the platform already applied) into the first batch. Once per
   * process: a second replay would count the same calls twice.
   */
  open(lastSeq: number): void {
    if (this.opened) throw new Error('the journal is already open');
    this.opened = true;
    const files = fs
      .readdirSync(this.dir)
      .filter((f) => /^journal-\d+\.log$/.test(f))
      .map((f) => ({ start: Number(f.slice(8, -4)), file: path.join(this.dir, f) }))
      .sort((a, b) => a.start - b.start);
    let maxSeq = lastSeq;
    for (const segment of files) {
      const text = fs.readFileSync(segment.file, 'utf8');
      const end = text.lastIndexOf('\n') + 1;
      // A line cut by a killed process was never answered: drop it, so the next line starts clean.
      if (end < text.length) fs.truncateSync(segment.file, Buffer.byteLength(text.slice(0, end)));
      for (const line of text.slice(0, end).split('\n')) {
        const parts = line.split('\t');
        if (parts.length !== 6) continue;
        const seq = Number(parts[0]);
        if (!(seq > lastSeq)) continue;
        maxSeq = Math.max(maxSeq, seq);
        addTo(this.pending, {
          credentialId: Number(parts[1]),
          day: parts[2]!,
          kind: parts[3] as CallKind,
          status: Number(parts[4]),
          ms: Number(parts[5]),
        });
      }
      this.segments.push(segment);
    }
    this.seq = maxSeq;
    this.acked = lastSeq;
    this.startSegment();
    this.dropAckedSegments();
  }

  private startSegment() {
    if (this.fd >= 0) fs.closeSync(this.fd);
    const start = this.seq + 1;
    const file = path.join(this.dir, `journal-${start}.log`);
    this.fd = fs.openSync(file, 'a');
    this.segmentBytes = fs.fstatSync(this.fd).size;
    if (!this.segments.some((s) => s.file === file)) this.segments.push({ start, file });
  }

  /** Calls recorded in this turn of the event loop, not yet written; their callers wait on `written`. */
  private group: {
    lines: string[];
    records: CallRecord[];
    written: Promise<void>;
    resolve: () => void;
    reject: (error: unknown) => void;
  } | null = null;

  /**
   * Journals one call; answers once its line is written (send the call's answer only then; a failed write
   * rejects, and the call is neither answered nor billed). Calls recorded in the same turn of the event loop are
   * written in one go.
   */
  record(call: CallRecord): Promise<void> {
    this.seq += 1;
    // Rounded once, so the live batch and a replay put the call in the same latency bucket.
    const r = { ...call, ms: Math.round(call.ms * 10) / 10 };
    if (!this.group) {
      let resolve = () => {};
      let reject: (error: unknown) => void = () => {};
      const written = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      this.group = { lines: [], records: [], written, resolve, reject };
      setImmediate(() => this.writeGroup());
    }
    this.group.lines.push(`${this.seq}\t${r.credentialId}\t${r.day}\t${r.kind}\t${r.status}\t${r.ms}\n`);
    this.group.records.push(r);
    return this.group.written;
  }

  /**
   * Writes the recorded calls (synchronously: a line is on disk before anything that depends on it), then counts
   * them into the next batch and lets their answers go.
   */
  private writeGroup() {
    const group = this.group;
    if (!group) return;
    this.group = null;
    try {
      this.segmentBytes += fs.writeSync(this.fd, group.lines.join(''));
    } catch (error) {
      group.reject(error);
      return;
    }
    for (const r of group.records) addTo(this.pending, r);
    group.resolve();
    if (this.segmentBytes > SEGMENT_BYTES) this.startSegment();
  }

  get hasPending(): boolean {
    return this.seq > this.acked;
  }

  /** The calls not yet acknowledged, as one batch; `settle` with the platform's answer. */
  takeBatch() {
    // A call is reported only once its line is written: else a crash could bill a call never answered.
    this.writeGroup();
    const fromSeq = this.acked;
    const toSeq = this.seq;
    const lines = this.pending;
    this.pending = new Map();
    return {
      fromSeq,
      toSeq,
      lines: [...lines.values()],
      settle: (appliedSeq: number | null) => {
        if (appliedSeq !== null && appliedSeq >= toSeq) {
          this.acked = toSeq;
          this.dropAckedSegments();
          return;
        }
        // Not applied: these calls go again with the next batch, which starts at the same number.
        mergeInto(lines, this.pending);
        this.pending = lines;
      },
    };
  }

  /** Segments whose every call is acknowledged (the next segment starts at or before acked + 1). */
  private dropAckedSegments() {
    while (this.segments.length > 1 && this.segments[1]!.start <= this.acked + 1) {
      const done = this.segments.shift()!;
      fs.rmSync(done.file, { force: true });
    }
  }

  close() {
    if (this.fd >= 0) this.writeGroup();
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
  }
}
