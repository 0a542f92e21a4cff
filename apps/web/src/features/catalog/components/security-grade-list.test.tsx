import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { SecurityGradeList } from './security-grade-list';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const GRADES = [
  {
    id: '1',
    level: 1,
    name: '公开',
    description: 'public data',
    maskingRule: 'none',
    createDate: '2026-11-01 10:00:00',
  },
  {
    id: '2',
    level: 3,
    name: '机密',
    description: 'secret data',
    maskingRule: 'full',
    createDate: '2026-11-01 10:00:00',
  },
];

async function click(testId: string) {
  const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  await act(async () => element.click());
}

const nameInput = () => document.querySelector<HTMLInputElement>('[data-testid="grade-name"]');

async function closeModal() {
  const cancel = [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find(
    (button) => button.textContent?.replace(/\s/g, '') === '取消',
  );
  await act(async () => cancel?.click());
  await waitFor(() => expect(nameInput()).toBeNull());
}

describe('SecurityGradeList edit modal', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'securityLevel.queryByPage') return { list: GRADES, total: 2 } as never;
      return null as never;
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens each grade with its own values, and "add" empty, whatever was opened before', async () => {
    const { unmount } = await render(withQueryClient(<SecurityGradeList />));
    await waitFor(() => expect(document.querySelector('[data-testid="grade-edit-机密"]')).not.toBeNull());

    await click('grade-edit-公开');
    await waitFor(() => expect(nameInput()?.value).toBe('公开'));
    await closeModal();

    await click('grade-edit-机密');
    await waitFor(() => expect(nameInput()?.value).toBe('机密'));
    await closeModal();

    await click('grade-add');
    await waitFor(() => expect(nameInput()?.value).toBe(''));
    await unmount();
  });

  it("shows the platform's grades in the reader's language, and the stored name in the edit form", async () => {
    await setLocale('en-US');
    const { container, unmount } = await render(withQueryClient(<SecurityGradeList />));
    await waitFor(() => expect(container.textContent).toContain('Confidential'));
    expect(container.textContent).toContain('Public');
    expect(container.querySelector('tbody')?.textContent).not.toContain('机密');

    await click('grade-edit-机密');
    await waitFor(() => expect(nameInput()?.value).toBe('机密'));
    await unmount();
  });

  it('the live example masks a text sample and each kind of column as previews will', async () => {
    const { unmount } = await render(withQueryClient(<SecurityGradeList />));
    await waitFor(() => expect(document.querySelector('[data-testid="grade-edit-机密"]')).not.toBeNull());
    await click('grade-add');
    await waitFor(() => expect(nameInput()).not.toBeNull());
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
    expect(text('grade-preview')).toBe('13812345678');
    expect(text('grade-preview-integer')).toBe('60');
    await click('grade-rule-partial');
    await waitFor(() => expect(text('grade-preview')).toBe('138****5678'));
    expect(text('grade-preview-integer')).toBe('[60, 70)');
    expect(text('grade-preview-decimal')).toBe('[60, 70)');
    expect(text('grade-preview-timestamp')).toBe('2026-03-** **:**:**');
    await click('grade-rule-full');
    await waitFor(() => expect(text('grade-preview')).toBe('***********'));
    expect(text('grade-preview-integer')).toBe('**');
    await unmount();
  });
});
