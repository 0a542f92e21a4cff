import { describe, expect, it } from 'vitest';
import {
  availableActions,
  decisionEvent,
  type ItemEvent,
  type ItemState,
  nextItemState,
  skuMode,
} from './goods-states.js';

const state = (
  productStatus: number,
  publishType: number,
  deleteStatus = 0,
  statusBeforeReview: number | null = null,
): ItemState => ({ productStatus, publishType, deleteStatus, statusBeforeReview });

const EVENTS: ItemEvent[] = [
  'enable',
  'disable',
  'list',
  'delist',
  'delete',
  'edit',
  'enableApproved',
  'enableRejected',
  'disableApproved',
  'disableRejected',
  'deleteApproved',
  'deleteRejected',
];

/** Every combination of the three fields, reachable or not. */
const ALL_STATES: ItemState[] = [];
for (const p of [0, 1, 2, 3, 4])
  for (const u of [0, 1, 2]) for (const d of [0, 1, 2]) ALL_STATES.push(state(p, u, d, p === 1 ? 0 : null));

/**
 * The legal events written independently of the table, as the rules read in words:
 * which (productStatus, publishType, deleteStatus) each event accepts.
 */
function expectedLegal(s: ItemState, event: ItemEvent): boolean {
  const alive = s.deleteStatus === 0;
  const offShelf = s.publishType !== 1;
  const settled = s.productStatus === 0 || s.productStatus === 2 || s.productStatus === 4;
  switch (event) {
    case 'enable':
      return alive && offShelf && (s.productStatus === 0 || s.productStatus === 4);
    case 'disable':
      return alive && s.productStatus === 2;
    case 'list':
      return alive && s.productStatus === 2 && s.publishType === 2;
    case 'delist':
      return alive && s.publishType === 1 && (s.productStatus === 2 || s.productStatus === 3);
    case 'delete':
    case 'edit':
      return alive && offShelf && settled;
    case 'enableApproved':
    case 'enableRejected':
      return s.productStatus === 1;
    case 'disableApproved':
    case 'disableRejected':
      return s.productStatus === 3;
    case 'deleteApproved':
    case 'deleteRejected':
      return s.deleteStatus === 1;
  }
}

describe('goods transition table', () => {
  it.each(EVENTS)('%s is legal exactly where the rules allow it', (event) => {
    for (const s of ALL_STATES) {
      const next = nextItemState(s, event);
      expect(next !== null, `${event} from ${JSON.stringify(s)}`).toBe(expectedLegal(s, event));
    }
  });

  it('an illegal event changes nothing (answers null, the state object is untouched)', () => {
    const listed = state(2, 1);
    const copy = { ...listed };
    expect(nextItemState(listed, 'enable')).toBeNull();
    expect(nextItemState(listed, 'delete')).toBeNull();
    expect(nextItemState(listed, 'edit')).toBeNull();
    expect(listed).toEqual(copy);
  });

  it('walks a good through enable, delist, relist, disable and delete', () => {
    let s: ItemState = state(0, 0);
    s = nextItemState(s, 'enable')!;
    expect(s).toEqual(state(1, 0, 0, 0));
    s = nextItemState(s, 'enableApproved')!;
    expect(s).toEqual(state(2, 1));
    s = nextItemState(s, 'delist')!;
    expect(s).toEqual(state(2, 2));
    s = nextItemState(s, 'list')!;
    expect(s).toEqual(state(2, 1));
    s = nextItemState(s, 'disable')!;
    expect(s).toEqual(state(3, 1));
    s = nextItemState(s, 'disableApproved')!;
    expect(s).toEqual(state(4, 2));
    s = nextItemState(s, 'delete')!;
    expect(s).toEqual(state(4, 2, 1));
    s = nextItemState(s, 'deleteApproved')!;
    expect(s).toEqual(state(4, 2, 2));
    for (const event of EVENTS) expect(nextItemState(s, event), event).toBeNull();
  });

  it('a rejected enable goes back to where it came from', () => {
    const fromDraft = nextItemState(state(0, 0), 'enable')!;
    expect(nextItemState(fromDraft, 'enableRejected')).toEqual(state(0, 0));
    const fromDisabled = nextItemState(state(4, 2), 'enable')!;
    expect(nextItemState(fromDisabled, 'enableRejected')).toEqual(state(4, 2));
  });

  it('a rejected disable keeps the good enabled and on the shelf; a rejected delete restores it', () => {
    expect(nextItemState(state(3, 1), 'disableRejected')).toEqual(state(2, 1));
    expect(nextItemState(state(2, 2, 1), 'deleteRejected')).toEqual(state(2, 2, 0));
  });

  it('editing an enabled good sends it back to not enabled; a draft stays a draft', () => {
    expect(nextItemState(state(2, 2), 'edit')).toEqual(state(0, 2));
    expect(nextItemState(state(0, 0), 'edit')).toEqual(state(0, 0));
    expect(nextItemState(state(4, 2), 'edit')).toEqual(state(4, 2));
  });

  it('offers the owner the actions of the table', () => {
    expect(availableActions(state(0, 0))).toEqual(['enable']);
    expect(availableActions(state(1, 0, 0, 0))).toEqual([]);
    expect(availableActions(state(2, 1))).toEqual(['disable', 'delist']);
    expect(availableActions(state(2, 2))).toEqual(['disable', 'list']);
    expect(availableActions(state(3, 1))).toEqual(['delist']);
    expect(availableActions(state(4, 2))).toEqual(['enable']);
    expect(availableActions(state(2, 2, 1))).toEqual([]);
  });

  it('maps review decisions to events', () => {
    expect(decisionEvent('goods-enable', true)).toBe('enableApproved');
    expect(decisionEvent('goods-disable', false)).toBe('disableRejected');
    expect(decisionEvent('goods-delete', true)).toBe('deleteApproved');
  });

  it('SKUs change directly before enabling, by review while enabled, not at all under review', () => {
    expect(skuMode(state(0, 0))).toBe('direct');
    expect(skuMode(state(4, 2))).toBe('direct');
    expect(skuMode(state(2, 1))).toBe('review');
    expect(skuMode(state(2, 2))).toBe('review');
    expect(skuMode(state(1, 0, 0, 0))).toBe('frozen');
    expect(skuMode(state(3, 1))).toBe('frozen');
    expect(skuMode(state(2, 2, 1))).toBe('frozen');
    expect(skuMode(state(2, 2, 2))).toBe('frozen');
  });
});
