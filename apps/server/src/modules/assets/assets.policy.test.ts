import { describe, expect, it } from 'vitest';
import { nextStatus, SourceStatus, viewerOf } from './assets.policy.js';
import type { SourceRow } from './assets.repository.js';

const { DRAFT, APPROVED, REJECTED, REVIEWING, DISABLED } = SourceStatus;

function source(overrides: Partial<SourceRow> = {}): SourceRow {
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id: 1,
    ownerId: 10,
    name: 'a',
    classificationId: 1,
    tags: [],
    securityLevelId: 1,
    description: '',
    updateFrequency: 'daily',
    storageType: 1,
    connectionId: 5,
    dbType: 'postgresql',
    status: DRAFT,
    currentVersion: 1,
    listedVersion: null,
    reviewVersion: null,
    reviewComment: '',
    disabledBy: null,
    processInstanceId: null,
    usageCount: 0,
    submittedAt: null,
    reviewedAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe('nextStatus', () => {
  it('submit: owner only, from draft or rejected', () => {
    expect(nextStatus(source({ status: DRAFT }), 'submit', 'owner')).toBe(REVIEWING);
    expect(nextStatus(source({ status: REJECTED }), 'submit', 'owner')).toBe(REVIEWING);
    for (const status of [APPROVED, REVIEWING, DISABLED]) {
      expect(nextStatus(source({ status }), 'submit', 'owner')).toBeNull();
    }
    expect(nextStatus(source({ status: DRAFT }), 'submit', 'operator')).toBeNull();
  });

  it('disable: approved, or a draft/rejected asset whose older version is still listed', () => {
    expect(nextStatus(source({ status: APPROVED, listedVersion: 1 }), 'disable', 'owner')).toBe(DISABLED);
    expect(
      nextStatus(source({ status: DRAFT, listedVersion: 1, currentVersion: 2 }), 'disable', 'operator'),
    ).toBe(DISABLED);
    expect(nextStatus(source({ status: DRAFT }), 'disable', 'owner')).toBeNull();
    expect(nextStatus(source({ status: REVIEWING, listedVersion: 1 }), 'disable', 'owner')).toBeNull();
    expect(nextStatus(source({ status: DISABLED, listedVersion: 1 }), 'disable', 'owner')).toBeNull();
  });

  it('enable: back to approved when the listed version is the latest, else draft; an operator’s disable sticks', () => {
    const disabled = { status: DISABLED, listedVersion: 2, currentVersion: 2 };
    expect(nextStatus(source(disabled), 'enable', 'owner')).toBe(APPROVED);
    expect(nextStatus(source({ ...disabled, currentVersion: 3 }), 'enable', 'owner')).toBe(DRAFT);
    expect(nextStatus(source({ ...disabled, disabledBy: 1 }), 'enable', 'owner')).toBeNull();
    expect(nextStatus(source({ ...disabled, disabledBy: 1 }), 'enable', 'operator')).toBe(APPROVED);
    expect(nextStatus(source({ status: APPROVED, listedVersion: 2 }), 'enable', 'owner')).toBeNull();
  });
});

describe('viewerOf', () => {
  const listed = source({ status: APPROVED, listedVersion: 1 });
  it('owner, operator, public on listed assets; other suppliers only as mall visitors', () => {
    expect(viewerOf({ userId: 10, roleType: 3 }, source())).toBe('owner');
    expect(viewerOf({ userId: 1, roleType: 0 }, source())).toBe('operator');
    expect(viewerOf({ userId: 2, roleType: 1 }, source())).toBeNull();
    expect(viewerOf({ userId: 2, roleType: 1 }, listed)).toBe('public');
    expect(viewerOf({ userId: 3, roleType: 2 }, listed)).toBe('public');
    expect(viewerOf(null, listed)).toBe('public');
    expect(viewerOf({ userId: 11, roleType: 3 }, listed)).toBeNull();
    expect(viewerOf({ userId: 11, roleType: 3 }, listed, true)).toBe('public');
    expect(viewerOf(null, source({ status: DISABLED, listedVersion: 1 }))).toBeNull();
  });
});
