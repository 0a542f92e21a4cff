import { community } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import {
  editUnpublishes,
  hasReason,
  htmlTextLength,
  parseReviewKey,
  postActions,
  tagsProblem,
} from './labels';

describe('postActions', () => {
  it('offers what each status allows', () => {
    expect(postActions(0)).toEqual(['edit', 'submit', 'delete']);
    expect(postActions(1)).toEqual(['withdraw']);
    expect(postActions(2)).toEqual(['view', 'edit', 'delete']);
    expect(postActions(3)).toEqual(['edit', 'delete']);
    expect(postActions(4)).toEqual(['edit', 'delete']);
  });

  it('agrees with the contract: edit and delete only where editable, submit and withdraw only where allowed', () => {
    for (const status of community.POST_STATUS_VALUES) {
      const actions = postActions(status);
      const editable = community.EDITABLE_STATUSES.includes(status);
      expect(actions.includes('edit'), `edit ${status}`).toBe(editable);
      expect(actions.includes('delete'), `delete ${status}`).toBe(editable);
      // Submitting moves to review, withdrawing moves review back to draft.
      expect(actions.includes('submit')).toBe(community.POST_TRANSITIONS[status].includes(1) && status !== 1);
      expect(actions.includes('withdraw')).toBe(status === 1 && community.POST_TRANSITIONS[1].includes(0));
    }
  });

  it('warns before editing only a published item', () => {
    expect([0, 1, 2, 3, 4].filter(editUnpublishes)).toEqual([2]);
    expect(editUnpublishes(undefined)).toBe(false);
  });

  it('shows a reason only for rejected or taken-down items that have one', () => {
    expect(hasReason({ status: 3, reason: '内容过短' })).toBe(true);
    expect(hasReason({ status: 4, reason: '广告' })).toBe(true);
    expect(hasReason({ status: 4, reason: '  ' })).toBe(false);
    expect(hasReason({ status: 2, reason: 'old reason' })).toBe(false);
  });
});

describe('tagsProblem', () => {
  it('accepts up to five distinct tags of at most 20 characters', () => {
    expect(tagsProblem(undefined)).toBeNull();
    expect(tagsProblem(['React', 'Vite', 'TS', 'CSS', 'Node'])).toBeNull();
  });
  it('refuses six tags, a long tag and duplicates ignoring case', () => {
    expect(tagsProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('tooMany');
    expect(tagsProblem(['x'.repeat(21)])).toBe('tooLong');
    expect(tagsProblem(['React', 'react'])).toBe('duplicate');
  });
});

describe('htmlTextLength', () => {
  it('counts text like the server: no markup, runs of white space as one', () => {
    expect(htmlTextLength('<p></p>')).toBe(0);
    expect(htmlTextLength('<p>Hello <strong>world</strong></p>')).toBe(11);
    expect(htmlTextLength('<p>  Hello  </p>\n<p>world</p>')).toBe(11);
    expect(htmlTextLength('<p><img src="/a.png"></p>')).toBe(0);
    expect(htmlTextLength('<p>a&nbsp;&lt;b</p>')).toBe(4);
  });
});

describe('parseReviewKey', () => {
  it('reads article:<id> and column:<id>', () => {
    expect(parseReviewKey('article:12')).toEqual({ kind: 'article', id: '12' });
    expect(parseReviewKey('column:3')).toEqual({ kind: 'column', id: '3' });
  });
  it('refuses anything else', () => {
    for (const key of ['12', 'article:', 'article:0', 'post:1', 'column:1x', '', undefined]) {
      expect(parseReviewKey(key), String(key)).toBeUndefined();
    }
  });
});
