import type { Endpoint } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { setLocale } from '../../../shared/i18n';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { ConnectionForm } from './connection-form';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const callsOf = (id: string) => apiMock.mock.calls.filter(([endpoint]) => endpoint.id === id);

async function typeInto(testId: string, value: string) {
  const element = document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  if (!element) throw new Error(`no ${testId}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(testId: string) {
  await act(async () => {
    document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)?.click();
  });
}

async function fillForm() {
  await typeInto('conn-name', 'Plant DB');
  await typeInto('conn-host', 'db.example.com');
  await typeInto('conn-database', 'plant');
  await typeInto('conn-username', 'reader');
  await typeInto('conn-password', 'secret');
}

async function runTest() {
  await click('conn-test');
  await waitFor(() => expect(document.querySelector('[data-testid="test-result"]')).not.toBeNull());
}

const saved = () => callsOf('connections.create')[0]?.[1] as { body: Record<string, unknown> } | undefined;

describe('ConnectionForm', () => {
  beforeEach(async () => {
    await setLocale('zh-CN');
    apiMock.mockReset();
    apiMock.mockImplementation(async (endpoint: Endpoint) => {
      if (endpoint.id === 'connections.templates') {
        return [
          { dbType: 'postgresql', label: 'PostgreSQL', defaultPort: 5432, versions: '10+', fields: [] },
        ] as never;
      }
      if (endpoint.id === 'connections.test') {
        return {
          ok: true,
          code: 0,
          message: '成功',
          serverVersion: 'PostgreSQL 16.4',
          elapsedMs: 12,
          receipt: 'signed-receipt',
        } as never;
      }
      if (endpoint.id === 'connections.create') return { id: '5' } as never;
      throw new Error(`unexpected ${endpoint.id}`);
    });
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  const open = () =>
    render(
      withQueryClient(
        <RouterProvider
          router={createMemoryRouter([
            { path: '/', element: <ConnectionForm /> },
            { path: '*', element: <div data-testid="left" /> },
          ])}
        />,
      ),
    );

  it('saves a connection right after a successful test with the receipt of that test', async () => {
    const view = await open();
    await fillForm();
    await runTest();
    // Renaming does not touch what was tested: the result still holds.
    await typeInto('conn-name', 'Plant DB (read only)');
    expect(document.querySelector('[data-testid="test-result"]')?.textContent).toContain('PostgreSQL 16.4');
    await click('conn-save');
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()?.body).toMatchObject({
      name: 'Plant DB (read only)',
      host: 'db.example.com',
      testReceipt: 'signed-receipt',
    });
    await view.unmount();
  });

  it('sends no receipt once a tested field changed after the test', async () => {
    const view = await open();
    await fillForm();
    await runTest();
    await typeInto('conn-host', 'db2.example.com');
    expect(document.querySelector('[data-testid="test-result"]')).toBeNull();
    await click('conn-save');
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()?.body.host).toBe('db2.example.com');
    expect(saved()?.body.testReceipt).toBeUndefined();
    await view.unmount();
  });
});
