import type { Endpoint, oss } from '@datamall/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { byTestId, clickTestId, spyNotify, typeText } from '../../../test/dom';
import { render, waitFor, withQueryClient } from '../../../test/render';
import { OssConfig } from './oss-config';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const SAVED: oss.OssSaved = {
  kind: 's3',
  provider: 'minio',
  endpoint: 'http://minio.internal:9000',
  region: 'us-east-1',
  bucket: 'platform',
  accessKey: 'AKID',
  hasSecret: true,
  forcePathStyle: true,
  updatedBy: 'admin',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const configOf = (over: Partial<oss.OssConfig> = {}): oss.OssConfig => ({
  saved: null,
  active: { kind: 'local', source: 'default', endpoint: '', bucket: '' },
  restartRequired: false,
  ...over,
});

const clickRadio = (value: string) =>
  act(async () => {
    byTestId('oss-kind')?.querySelector<HTMLInputElement>(`input[value="${value}"]`)?.click();
  });

describe('OssConfig', () => {
  const calls: { id: string; body: unknown }[] = [];
  let current: oss.OssConfig;
  let testAnswer: () => unknown;

  beforeEach(async () => {
    await setLocale('en-US');
    calls.length = 0;
    current = configOf();
    testAnswer = () => ({ ok: true, elapsedMs: 42 });
    apiMock.mockReset();
    apiMock.mockImplementation((async (endpoint: Endpoint, options: { body?: unknown } = {}) => {
      calls.push({ id: endpoint.id, body: options.body });
      if (endpoint.id === 'oss.config') return current;
      if (endpoint.id === 'oss.test') return testAnswer();
      if (endpoint.id === 'oss.save') {
        current = configOf({
          saved: { ...SAVED, updatedAt: '2026-11-02T08:00:00.000Z' },
          restartRequired: true,
        });
        return current;
      }
      return null;
    }) as never);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('tests the typed bucket, shows the result, and saves after the confirmation', async () => {
    const confirms = spyNotify();
    const view = await render(withQueryClient(<OssConfig />));
    await waitFor(() => expect(byTestId('oss-active')?.textContent).toContain('DATA_DIR/files'));
    expect(byTestId('oss-source')?.textContent).toBe('Default');
    expect(byTestId('oss-endpoint')).toBeNull();

    await clickRadio('s3');
    await waitFor(() => expect(byTestId('oss-endpoint')).not.toBeNull());
    await typeText('oss-endpoint', 'http://minio.internal:9000');
    await typeText('oss-bucket', 'platform');
    await typeText('oss-access-key', 'AKID');
    await typeText('oss-secret', 'Secret-1');
    await clickTestId('oss-test');
    await waitFor(() => expect(byTestId('oss-test-result')?.textContent).toContain('42 ms'));
    expect(calls.find((c) => c.id === 'oss.test')?.body).toEqual({
      kind: 's3',
      provider: 'other',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      bucket: 'platform',
      accessKey: 'AKID',
      secretKey: 'Secret-1',
      forcePathStyle: true,
    });

    await clickTestId('oss-save');
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Saved: it applies at the next start of the server'),
    );
    expect(confirms[0]?.content).toContain('next start');
    expect(calls.filter((c) => c.id === 'oss.save')).toHaveLength(1);
    await waitFor(() => expect(byTestId('oss-restart')).not.toBeNull());
    await view.unmount();
  });

  it('shows why a test failed and needs no secret when one is saved', async () => {
    spyNotify();
    current = configOf({ saved: SAVED });
    testAnswer = () => {
      throw new ApiError(10175, 'The bucket "platform" does not exist', false);
    };
    const view = await render(withQueryClient(<OssConfig />));
    await waitFor(() => expect(byTestId<HTMLInputElement>('oss-endpoint')?.value).toBe(SAVED.endpoint));
    expect(byTestId('oss-form')?.textContent).toContain('Leave empty to keep the saved secret');
    await clickTestId('oss-test');
    await waitFor(() =>
      expect(byTestId('oss-test-result')?.textContent).toBe('The bucket "platform" does not exist'),
    );
    const body = calls.find((c) => c.id === 'oss.test')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('secretKey');
    expect(body.accessKey).toBe('AKID');
    await view.unmount();
  });

  it('is read-only when the environment fixes the store', async () => {
    spyNotify();
    current = configOf({
      active: { kind: 's3', source: 'environment', endpoint: 'https://s3.example.com', bucket: 'prod' },
    });
    const view = await render(withQueryClient(<OssConfig />));
    await waitFor(() => expect(byTestId('oss-fixed')).not.toBeNull());
    expect(byTestId('oss-active')?.textContent).toContain('"prod" at https://s3.example.com');
    expect(byTestId('oss-source')?.textContent).toBe('Environment (S3_*)');
    expect(byTestId<HTMLButtonElement>('oss-save')?.disabled).toBe(true);
    expect(byTestId<HTMLButtonElement>('oss-test')?.disabled).toBe(true);
    await view.unmount();
  });

  it('says when the configuration cannot be loaded', async () => {
    apiMock.mockImplementation((async () => {
      throw new ApiError(403, 'No permission', false);
    }) as never);
    const view = await render(withQueryClient(<OssConfig />));
    await waitFor(() => expect(document.body.textContent).toContain('No permission'));
    await view.unmount();
  });

  it('speaks the reader’s language', async () => {
    await setLocale('zh-CN');
    const view = await render(withQueryClient(<OssConfig />));
    await waitFor(() => expect(byTestId('oss-status')?.textContent).toContain('服务器本地磁盘'));
    expect(byTestId('oss-form')?.textContent).toContain('下次启动时生效');
    await view.unmount();
  });
});
