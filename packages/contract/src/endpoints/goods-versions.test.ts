import { describe, expect, it } from 'vitest';
import {
  CASE_STATUSES,
  CASE_TRANSITIONS,
  type CaseEvent,
  type CaseStatus,
  CaseType,
  caseActions,
  nextCaseState,
  nextVersionStatus,
  VERSION_EVENTS,
  VersionStatus,
  versionActions,
} from './goods-versions.js';

const EVENTS = Object.keys(CASE_TRANSITIONS) as CaseEvent[];

describe('version_status transitions', () => {
  it('goes to list -> listed -> disabled and nowhere else', () => {
    const allowed: string[] = [];
    for (const status of [0, 1, 2]) {
      for (const event of VERSION_EVENTS) {
        const next = nextVersionStatus(status, event);
        if (next !== undefined) allowed.push(`${status}:${event}->${next}`);
      }
    }
    expect(allowed).toEqual(['0:list->1', '0:edit->0', '0:delete->null', '1:disable->2']);
    expect(versionActions(VersionStatus.DISABLED)).toEqual([]);
  });
});

describe('case_status transitions', () => {
  it('follows the deployment life cycle', () => {
    let s = { status: 'WAITING_FOR_DEPLOYMENT' as CaseStatus, caseType: CaseType.UNDEPLOYED as CaseType };
    const step = (event: CaseEvent) => {
      const next = nextCaseState(s, event);
      expect(next, `${s.status} ${event}`).not.toBeNull();
      s = next!;
      return `${s.status}/${s.caseType}`;
    };
    expect(step('deploy')).toBe('STARTING/0');
    expect(step('started')).toBe('RUNNING/1');
    expect(step('publish')).toBe('RUNNING/2');
    expect(step('pause')).toBe('PAUSED/1');
    expect(step('resume')).toBe('RESUMING/1');
    expect(step('resumed')).toBe('RUNNING/1');
    expect(step('systemDisable')).toBe('SYSTEM_DISABLED/1');
    expect(step('systemRestore')).toBe('RESUMING/1');
    expect(step('failed')).toBe('ERROR/1');
    expect(step('updateVersion')).toBe('WAITING_FOR_DEPLOYMENT/1');
    expect(step('disable')).toBe('DISABLED/1');
    expect(step('enable')).toBe('RESUMING/1');
    expect(step('resumed')).toBe('RUNNING/1');
    expect(step('finish')).toBe('FINISHED/1');
  });

  it('has FINISHED as a final state and refuses what the table does not list', () => {
    for (const caseType of [0, 1, 2] as const) {
      for (const event of EVENTS) expect(nextCaseState({ status: 'FINISHED', caseType }, event)).toBeNull();
    }
    const s = { status: 'WAITING_FOR_DEPLOYMENT' as const, caseType: CaseType.UNDEPLOYED };
    expect(nextCaseState(s, 'started')).toBeNull();
    expect(nextCaseState(s, 'publish')).toBeNull();
    expect(nextCaseState({ status: 'STARTING', caseType: 0 }, 'updateVersion')).toBeNull();
    expect(nextCaseState({ status: 'RUNNING', caseType: 0 }, 'deploy')).toBeNull();
    expect(nextCaseState({ status: 'PAUSED', caseType: 1 }, 'publish')).toBeNull();
    expect(nextCaseState({ status: 'RUNNING', caseType: 1 }, 'unpublish')).toBeNull();
  });

  it('reaches every status from a new case, and a published case is always running', () => {
    const seen = new Set<string>(['WAITING_FOR_DEPLOYMENT/0']);
    const queue = [
      { status: 'WAITING_FOR_DEPLOYMENT' as CaseStatus, caseType: CaseType.UNDEPLOYED as CaseType },
    ];
    while (queue.length) {
      const s = queue.shift()!;
      for (const event of EVENTS) {
        const next = nextCaseState(s, event);
        if (!next) continue;
        if (next.caseType === CaseType.PUBLISHED) expect(next.status, `${s.status} ${event}`).toBe('RUNNING');
        const key = `${next.status}/${next.caseType}`;
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(next);
        }
      }
    }
    expect(new Set([...seen].map((k) => k.split('/')[0]))).toEqual(new Set(CASE_STATUSES));
  });

  it('offers the owner exactly the events the table allows', () => {
    expect(caseActions({ status: 'WAITING_FOR_DEPLOYMENT', caseType: 0 })).toEqual([
      'deploy',
      'disable',
      'finish',
      'updateVersion',
    ]);
    expect(caseActions({ status: 'RUNNING', caseType: 1 })).toEqual([
      'pause',
      'disable',
      'finish',
      'publish',
    ]);
    expect(caseActions({ status: 'STARTING', caseType: 0 })).toEqual([]);
  });
});
