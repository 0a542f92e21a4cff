import { ErrorCode, nodes } from '@datamall/contract';
import { Button, Card, Form, Input, Radio, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useNodeDetail } from '../api/query-node';
import { checkPublicKey, useSaveNode } from '../api/save-node';
import { type NodeBase, nodePaths } from '../paths';
import { NodeTokenModal } from './node-token-modal';

type FormValues = nodes.NodeInput;

/** Which form field a refused save is about. */
const FIELD_OF_CODE: Partial<Record<number, keyof FormValues>> = {
  [ErrorCode.NODE_NAME_TAKEN]: 'name',
  [ErrorCode.NODE_ADDRESS_TAKEN]: 'address',
  [ErrorCode.NODE_KIND_MISMATCH]: 'kind',
  [ErrorCode.PUBLIC_KEY_INVALID]: 'publicKey',
};

const FIELDS = ['name', 'kind', 'address', 'publicKey', 'description'] as const;

function fieldOf(error: unknown): keyof FormValues | undefined {
  if (!isApiError(error)) return undefined;
  const named = (error.data as { field?: string } | null | undefined)?.field;
  if (named && (FIELDS as readonly string[]).includes(named)) return named as keyof FormValues;
  return FIELD_OF_CODE[error.code];
}

/**
 * producer/nodeinfo-add-or-update, consumer/node/apply, and the operator's form: add or edit a node. The
 * address and key are checked as typed (the key by the checkPublicKey call); a new node's token is shown once.
 */
export function NodeForm({ id, base }: { id?: string; base: NodeBase }) {
  const { t } = useTranslation(['nodes', 'validation']);
  const f = useZodRules(nodes.zNodeInput);
  const navigate = useNavigate();
  const paths = nodePaths(base);
  const [form] = Form.useForm<FormValues>();
  const guard = useUnsavedGuard(form);
  const detail = useNodeDetail(id);
  const saver = useSaveNode();
  const [issued, setIssued] = useState<{ nodeId: string; name: string; token: string }>();
  const node = detail.data;
  const kindLocked = Boolean(node && (node.primaryId !== null || node.secondaryCount > 0));

  useEffect(() => {
    if (id) {
      if (!node) return;
      const original: FormValues = {
        name: node.name,
        kind: node.kind,
        address: node.address,
        publicKey: node.publicKey,
        description: node.description,
      };
      form.setFieldsValue(original);
      guard.register(original);
    } else {
      guard.register();
    }
  }, [id, node, form, guard]);

  const handleSave = (values: FormValues) =>
    saver.mutate(
      { ...values, id },
      {
        onSuccess: (saved) => {
          guard.clear();
          if (saved.created) {
            const { node: created, token } = saved.result;
            setIssued({ nodeId: created.id, name: created.name, token });
          } else {
            notify.success(t('form.saved'));
            navigate(paths.list);
          }
        },
        onError: (error) => {
          const text = errorText(error);
          const field = fieldOf(error);
          if (field && text) form.setFields([{ name: field, errors: [text] }]);
          else if (text) notify.error(text);
        },
      },
    );

  if (id && detail.isPending) return <Skeleton active />;
  if (id && !node) return <Result status="warning" title={errorText(detail.error) ?? t('detail.notFound')} />;

  const title = id ? t('form.editTitle') : base === 'consumer' ? t('form.applyTitle') : t('form.addTitle');
  return (
    <Card title={title} data-testid="node-form">
      <Form<FormValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={{ kind: 'data', description: '' }}
        onFinish={handleSave}
      >
        <Form.Item name="name" label={t('fields.name')} rules={f.rules('name', t('fields.name'))}>
          <Input maxLength={f.maxLength('name')} data-testid="node-name" />
        </Form.Item>
        <Form.Item
          name="kind"
          label={t('fields.kind')}
          rules={f.rules('kind', t('fields.kind'))}
          extra={kindLocked ? t('hints.kindLocked') : undefined}
        >
          <Radio.Group disabled={kindLocked} data-testid="node-kind">
            {nodes.NODE_KINDS.map((value) => (
              <Radio key={value} value={value} data-testid={`node-kind-${value}`}>
                {t(`kind.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="address"
          label={t('fields.address')}
          extra={t('hints.address')}
          rules={[
            ...f.rules('address', t('fields.address')),
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || nodes.isNodeAddress(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.addressFormat'))),
            },
          ]}
        >
          <Input
            maxLength={f.maxLength('address')}
            placeholder="node1.example.com:8443"
            data-testid="node-address"
          />
        </Form.Item>
        <Form.Item
          name="publicKey"
          label={t('fields.publicKey')}
          extra={t('hints.publicKey')}
          validateTrigger={['onBlur']}
          validateDebounce={300}
          rules={[
            ...f.rules('publicKey', t('fields.publicKey')),
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim()) return;
                try {
                  await checkPublicKey(value.trim());
                } catch (error) {
                  throw new Error(
                    errorText(error) ?? t('validation:format', { field: t('fields.publicKey') }),
                  );
                }
              },
            },
          ]}
        >
          <Input.TextArea
            rows={6}
            maxLength={f.maxLength('publicKey')}
            placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
            data-testid="node-public-key"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('fields.description')}
          rules={f.rules('description', t('fields.description'))}
        >
          <Input.TextArea
            rows={3}
            maxLength={f.maxLength('description')}
            showCount
            data-testid="node-description"
          />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5, span: 14 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saver.isPending} data-testid="node-save">
              {t('actions.save')}
            </Button>
            <Button onClick={() => navigate(paths.list)}>{t('actions.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <NodeTokenModal
        value={issued}
        created
        onClose={() => {
          setIssued(undefined);
          navigate(paths.list);
        }}
      />
    </Card>
  );
}
