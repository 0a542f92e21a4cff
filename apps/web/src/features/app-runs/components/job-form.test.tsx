import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { JobForm, type JobSection } from './job-form';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
vi.mock('../../../shared/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
const apiMock = vi.mocked(api);

const DECLARED = {
  itemId: '7',
  inputs: [{ name: 'sales', description: 'one row per sale', columns: [{ name: 'region', type: 'text' }] }],
  output: { kind: 'table', columns: [{ name: 'region', type: 'text' }] },
  job: { kind: 'sql', code: 'select region from sales', timeoutSeconds: 60, memoryMb: 128, rowLimit: 1000 },
  updateDate: '2026-11-01T00:00:00.000Z',
};

const renderForm = (sections?: readonly JobSection[]) =>
  render(
    withQueryClient(
      <MemoryRouter>
        <JobForm itemId="7" sections={sections} />
      </MemoryRouter>,
    ),
  );

const field = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

describe('JobForm', () => {
  let saved: unknown;
  beforeEach(async () => {
    await setLocale('en-US');
    saved = undefined;
    apiMock.mockReset();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const answer = (declared: typeof DECLARED | null) =>
    apiMock.mockImplementation(async (endpoint: Endpoint, options?: { body?: unknown }) => {
      if (endpoint.id === 'appRuns.getJob') return declared as never;
      if (endpoint.id === 'appRuns.saveJob') {
        saved = options?.body;
        return { ...DECLARED, ...(options?.body as object) } as never;
      }
      return null as never;
    });

  it('the output section alone: saves the changed output with the inputs and job as declared', async () => {
    answer(DECLARED);
    await renderForm(['output']);
    await waitFor(() => expect(field('save-job')).not.toBeNull());
    expect(field('job-input-name')).toBeNull();
    expect(field('job-code')).toBeNull();
    expect(document.body.textContent).toContain('What the application writes');
    const csv = document.querySelector<HTMLInputElement>('input[type="radio"][value="csv"]');
    await act(async () => csv?.click());
    await act(async () => field('save-job')?.click());
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      itemId: '7',
      inputs: DECLARED.inputs,
      output: { kind: 'csv', columns: DECLARED.output.columns },
      job: DECLARED.job,
    });
  });

  it('the inputs section alone: shows only the inputs and keeps the output and job', async () => {
    answer(DECLARED);
    await renderForm(['inputs']);
    await waitFor(() => expect(field('job-input-name')).not.toBeNull());
    expect(field('job-code')).toBeNull();
    expect(document.querySelector('input[type="radio"][value="csv"]')).toBeNull();
    await act(async () => field('save-job')?.click());
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({ output: DECLARED.output, job: DECLARED.job, inputs: DECLARED.inputs });
  });

  it('one section of an application with no job yet leads to the whole declaration', async () => {
    answer(null);
    await renderForm(['inputs']);
    await waitFor(() => expect(field('job-declare-first')).not.toBeNull());
    expect(field('save-job')).toBeNull();
    expect(document.querySelector('a[href="/dev-configureData?itemId=7"]')).not.toBeNull();
  });

  it('every section by default (dev/configureData)', async () => {
    answer(DECLARED);
    await renderForm();
    await waitFor(() => expect(field('job-code')).not.toBeNull());
    expect(field('job-input-name')).not.toBeNull();
    expect(document.querySelector('input[type="radio"][value="csv"]')).not.toBeNull();
  });
});
