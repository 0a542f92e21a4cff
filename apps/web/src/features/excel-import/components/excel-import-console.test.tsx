import type { excelImport } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../shared/i18n';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { importExcel } from '../api/excel-import';
import { ExcelImportConsole } from './excel-import-console';

vi.mock('../api/excel-import', async (original) => {
  const { useMutation } = await import('@tanstack/react-query');
  const mocked = vi.fn();
  return {
    ...(await original<typeof import('../api/excel-import')>()),
    importExcel: mocked,
    useImportExcel: () => useMutation({ mutationFn: mocked }),
  };
});
const importMock = vi.mocked(importExcel);

const REFUSED: excelImport.ImportResult = {
  total: 10_000,
  imported: 0,
  errorCount: 2,
  invalidRows: 2,
  errors: [
    { row: 11, column: 'Category path', reason: 'The category "Industry/Water" does not exist' },
    { row: 5002, column: 'Tag name', reason: 'Same as row 19' },
  ],
};

let view: Rendered;

async function chooseFile(name: string) {
  const input =
    document.querySelector<HTMLInputElement>('[data-testid="excel-import-file"] input[type=file]') ??
    document.querySelector<HTMLInputElement>('input[type=file]');
  const file = new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input?.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function click(testId: string) {
  const button = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  await act(async () => button?.click());
}

describe('ExcelImportConsole', () => {
  beforeEach(async () => {
    await setLocale('en-US');
    importMock.mockReset();
    view = await render(withQueryClient(<ExcelImportConsole />));
  });
  afterEach(() => view.unmount());

  it('shows the columns of the chosen kind and keeps the actions off until a file is chosen', async () => {
    const guide = () => document.querySelector('[data-testid="excel-import-columns"]')?.textContent ?? '';
    expect(guide()).toContain('Initial password');
    expect(document.querySelector<HTMLButtonElement>('[data-testid="excel-import-all"]')?.disabled).toBe(
      true,
    );
    const tags = [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((el) =>
      el.textContent?.includes('Category tags'),
    );
    await act(async () => tags?.click());
    await waitFor(() => expect(guide()).toContain('Category path'));
  });

  it('sends the kind, the mode and the file, then lists the row errors and says nothing was imported', async () => {
    importMock.mockResolvedValue(REFUSED);
    await chooseFile('users.xlsx');
    await click('excel-import-all');
    await waitFor(() => expect(importMock).toHaveBeenCalled());
    expect(importMock.mock.calls[0]![0]).toMatchObject({ kind: 'users', mode: 'all-or-nothing' });
    await waitFor(() =>
      expect(document.querySelector('[data-testid="excel-import-summary"]')?.textContent).toContain(
        '2 of 10000 rows have errors: nothing was imported',
      ),
    );
    const table = document.querySelector('[data-testid="excel-import-errors"]')?.textContent ?? '';
    expect(table).toContain('5002');
    expect(table).toContain('Same as row 19');
    expect(document.querySelector('[data-testid="excel-import-report-download"]')).not.toBeNull();
  });
});
