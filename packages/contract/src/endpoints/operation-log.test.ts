import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint.js';
import * as all from './index.js';

const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'id' in v && 'summary' in v;

function collect(): Endpoint[] {
  const byId = new Map<string, Endpoint>();
  for (const v of Object.values(all)) {
    const candidates = isEndpoint(v) ? [v] : v && typeof v === 'object' ? Object.values(v) : [];
    for (const e of candidates) if (isEndpoint(e)) byId.set(e.id, e);
  }
  return [...byId.values()];
}

const writes = collect().filter((e) => e.method !== 'GET');
const action = (e: Endpoint) => e.id.slice(e.id.indexOf('.') + 1);

describe('operation log flag', () => {
  it('reads sent as POST (page, list, detail, query, render, preview) are not logged', () => {
    const reads = writes.filter((e) =>
      /^(query|get|page|list|detail|render|preview|search)|(Page|List|Detail)$/.test(action(e)),
    );
    expect(reads.length).toBeGreaterThan(50);
    expect(reads.filter((e) => e.operationLog !== false).map((e) => e.id)).toEqual([]);
  });

  it('no call named as a change is left out (the mall takes every logged call as a write)', () => {
    const changes = writes.filter((e) =>
      /^(save|create|add|update|delete|remove|set|submit|apply|pay|cancel|approve|reject|decide|upload|encrypt|confirm|deliver)|(Add|Save|Update|Delete|Remove|Change|Apply)$/.test(
        action(e),
      ),
    );
    // content.submit: a public contact form kept out of the log for privacy; it does not touch the mall.
    expect(changes.filter((e) => e.operationLog === false).map((e) => e.id)).toEqual(['content.submit']);
  });
});
