import { catalog, type Endpoint, goods } from '@datamall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, testQueryClient, waitFor, withQueryClient } from '../../../test/render';
import { api } from '../../api/api';
import { ClassTagsField } from './class-tags-field';

vi.mock('../../api/api', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

const mounted: Rendered[] = [];
afterEach(async () => {
  for (const view of mounted.splice(0)) await view.unmount();
  apiMock.mockReset();
});

async function renderField(tags: string[], client: QueryClient) {
  let form: FormInstance | undefined;
  function Host() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={{ classificationId: '11', tags }}>
        <Form.Item name="classificationId" hidden>
          <input />
        </Form.Item>
        <ClassTagsField
          source={goods.zItemInput}
          classify={catalog.Classify.GOODS}
          scope={['goods']}
          label="Tags"
          extra="Up to 10 tags"
          placeholder="Type or choose tags"
          tagTooLong={(max) => `A tag has at most ${max} characters`}
          testId="tags"
        />
      </Form>
    );
  }
  mounted.push(await render(withQueryClient(<Host />, client)));
  return () => form as FormInstance;
}

describe('ClassTagsField', () => {
  it("suggests the chosen classification's tags, cached under the feature's key", async () => {
    apiMock.mockResolvedValue([{ id: '1', name: 'telemetry' }]);
    const client = testQueryClient();
    await renderField([], client);
    await waitFor(() => {
      const call = apiMock.mock.calls.find(
        ([endpoint]) => (endpoint as Endpoint).id === 'catalog.queryAllTags',
      );
      expect(call?.[1]).toMatchObject({ query: { classify: catalog.Classify.GOODS, classificationId: 11 } });
    });
    await waitFor(() =>
      expect(client.getQueryData(['goods', 'classTags', '11'])).toEqual([{ id: '1', name: 'telemetry' }]),
    );
  });

  it('refuses a tag longer than the contract allows, with the given message', async () => {
    apiMock.mockResolvedValue([]);
    const form = await renderField(['x'.repeat(21)], testQueryClient());
    let errors: string[] = [];
    await act(async () => {
      await form()
        .validateFields(['tags'])
        .catch((failure: { errorFields: { errors: string[] }[] }) => {
          errors = failure.errorFields.flatMap((field) => field.errors);
        });
    });
    expect(errors).toEqual(['A tag has at most 20 characters']);
  });
});
