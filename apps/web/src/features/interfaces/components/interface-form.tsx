import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { emptySchemaNode, enumLabel, goods, interfaces, type SchemaNode } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, isApiError } from '../../../shared/api/api-error';
import { useFormRules } from '../../../shared/hooks/use-form-rules';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { useZodRules } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import {
  firstInvalidSchema,
  RequestResponseSchemaFields,
} from '../../../shared/ui/form-fields/optional-schema-field';
import { ZodInput, ZodTextArea } from '../../../shared/ui/form-fields/zod-fields';
import { useGood, useInterface, useSaveInterface } from '../api';
import { interfacePaths } from '../paths';

/** The schema editor weighs on no other page: it loads with the first interface form. */
const SchemaEditor = lazy(() => import('../schema-editor/schema-editor'));

interface FormValues {
  name: string;
  method: interfaces.ItemInterface['method'];
  path: string;
  upstreamUrl: string;
  authHeader: string;
  secret: string;
  clearSecret: boolean;
  params: interfaces.InterfaceParam[];
  description: string;
}

const EMPTY: FormValues = {
  name: '',
  method: 'POST',
  path: '/',
  upstreamUrl: 'https://',
  authHeader: '',
  secret: '',
  clearSecret: false,
  params: [],
  description: '',
};

/** Saving is an edit of the good (goods-states `edit`): an enabled good goes back to not enabled. */
const savingResetsEnable = (good: Pick<goods.ItemDetail, 'productStatus'>) =>
  good.productStatus === goods.ProductStatus.ENABLED;

export interface InterfaceFormProps {
  /** Edit this interface; else add one to `skuId` of `itemId`. */
  id?: string;
  itemId?: string;
  skuId?: string;
}

/** dev/interFaceAdd, dev/interFaceUpdate (and the dev/jiao/ variants): one interface of a SKU of an API good. */
export function InterfaceForm({ id, itemId: givenItemId, skuId: givenSkuId }: InterfaceFormProps) {
  const { t } = useTranslation(['interfaces', 'common']);
  const rules = useFormRules();
  const f = useZodRules(interfaces.zInterfaceInput);
  const param = (key: 'name' | 'description') => ['params', 0, key] as const;
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const current = useInterface(id);
  const found = current.data;
  const itemId = found?.itemId ?? givenItemId;
  const skuId = found?.skuId ?? givenSkuId;
  const item = useGood(itemId);
  const saver = useSaveInterface();
  const [request, setRequest] = useState<SchemaNode | null>(null);
  const [response, setResponse] = useState<SchemaNode | null>(null);
  const guard = useUnsavedGuard(() => ({ ...form.getFieldsValue(true), request, response }));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    if (!id) {
      form.setFieldsValue(EMPTY);
      const req = emptySchemaNode('object');
      setRequest(req);
      setResponse(emptySchemaNode('object'));
      guard.register({ ...EMPTY, request: req, response: req });
      setReady(true);
    } else if (found) {
      const values: FormValues = {
        name: found.name,
        method: found.method,
        path: found.path,
        upstreamUrl: found.upstreamUrl,
        authHeader: found.authHeader,
        secret: '',
        clearSecret: false,
        params: found.params,
        description: found.description,
      };
      form.setFieldsValue(values);
      const req = (found.requestSchema as SchemaNode | null) ?? null;
      const res = (found.responseSchema as SchemaNode | null) ?? null;
      setRequest(req);
      setResponse(res);
      guard.register({ ...values, request: req, response: res });
      setReady(true);
    }
  }, [id, found, ready, form, guard]);

  const back = () => navigate(itemId ? interfacePaths.detail(itemId, skuId) : '/dev-jiao-zqgoodadmin');

  if ((id && current.isPending) || (itemId && item.isPending) || !ready) {
    if (id && current.isError)
      return <Result status="warning" title={t('form.loadFailed')} subTitle={errorText(current.error)} />;
    if (!id && (!givenItemId || !givenSkuId)) return <Result status="404" />;
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }
  const good = item.data;
  if (!good || !skuId) {
    return <Result status="warning" title={t('form.loadFailed')} subTitle={errorText(item.error)} />;
  }
  const sku = good.skus.find((s) => s.id === skuId);
  if (!good.canEdit) {
    return (
      <Result
        status="info"
        title={t('form.locked')}
        subTitle={t('form.lockedHint')}
        extra={<Button onClick={back}>{t('common:actions.back')}</Button>}
        data-testid="interface-locked"
      />
    );
  }

  const handleSave = async () => {
    const values = await form.validateFields().then(
      () => form.getFieldsValue(true) as FormValues,
      () => undefined,
    );
    if (!values) return;
    const invalid = firstInvalidSchema([
      [request, t('fields.requestSchema')],
      [response, t('fields.responseSchema')],
    ]);
    if (invalid) {
      notify.error(t('form.schemaInvalid', { name: invalid }));
      return;
    }
    const secret = values.clearSecret ? '' : values.secret ? values.secret : null;
    try {
      const saved = await saver.mutateAsync({
        id,
        skuId,
        name: values.name,
        method: values.method,
        path: values.path,
        upstreamUrl: values.upstreamUrl,
        authHeader: values.authHeader ?? '',
        secret: id ? secret : values.secret || null,
        params: (values.params ?? []).map((p) => ({
          ...p,
          required: Boolean(p.required),
          description: p.description ?? '',
        })),
        requestSchema: request as Record<string, unknown> | null,
        responseSchema: response as Record<string, unknown> | null,
        description: values.description ?? '',
      });
      guard.clear();
      notify.success(t(id ? 'form.saved' : 'form.created'));
      navigate(interfacePaths.detail(saved.itemId, saved.skuId));
    } catch (error) {
      const field = isApiError(error) ? (error.data as { field?: string } | null)?.field : undefined;
      const text = errorText(error);
      if (field && text && field in EMPTY)
        form.setFields([{ name: field as keyof FormValues, errors: [text] }]);
      if (text) notify.error(text);
    }
  };

  return (
    <Card
      title={id ? t('form.editTitle', { name: found?.name ?? '' }) : t('form.createTitle')}
      extra={
        <Typography.Text type="secondary" data-testid="interface-owner">
          {good.name}
          {sku ? ` / ${sku.name}` : ''}
        </Typography.Text>
      }
      data-testid="interface-form-card"
    >
      {savingResetsEnable(good) ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('form.reenableHint')} />
      ) : null}
      <Form<FormValues> form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 18 }}>
        <ZodInput
          zod={f}
          name="name"
          label={t('fields.name')}
          autoComplete="off"
          data-testid="interface-name"
        />
        <Form.Item name="method" label={t('fields.method')} rules={f.rules('method', t('fields.method'))}>
          <Radio.Group
            optionType="button"
            options={interfaces.POST_TYPES.map((v) => ({
              value: v,
              label: enumLabel('post_type', v, locale),
            }))}
            data-testid="interface-method"
          />
        </Form.Item>
        <ZodInput
          zod={f}
          name="path"
          label={t('fields.path')}
          extra={t('hints.path')}
          autoComplete="off"
          data-testid="interface-path"
        />
        <ZodInput
          zod={f}
          name="upstreamUrl"
          label={t('fields.upstreamUrl')}
          extra={t('hints.upstreamUrl')}
          // The server checks the URL and its host when saving: this catches a typo before.
          moreRules={[rules.format(t('fields.upstreamUrl'), /^https?:\/\/[^\s/@]+(\/\S*)?$/)]}
          autoComplete="off"
          data-testid="interface-upstream"
        />
        <ZodInput
          zod={f}
          name="authHeader"
          label={t('fields.authHeader')}
          extra={t('hints.authHeader')}
          autoComplete="off"
          placeholder="X-Api-Key"
          data-testid="interface-auth-header"
        />
        <Form.Item
          name="secret"
          label={t('fields.secret')}
          extra={found?.hasSecret ? t('hints.secretKept') : t('hints.secret')}
        >
          <Input.Password
            maxLength={f.maxLength('secret')}
            autoComplete="new-password"
            data-testid="interface-secret"
          />
        </Form.Item>
        {found?.hasSecret ? (
          <Form.Item name="clearSecret" valuePropName="checked" wrapperCol={{ offset: 4 }}>
            <Checkbox data-testid="interface-clear-secret">{t('fields.clearSecret')}</Checkbox>
          </Form.Item>
        ) : null}
        <Form.Item label={t('fields.params')}>
          <Form.List name="params">
            {(fields, { add, remove }) => (
              <Space direction="vertical" style={{ width: '100%' }} data-testid="interface-params">
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={f.rules(param('name'), t('params.name'))}
                      noStyle={false}
                      style={{ marginBottom: 0 }}
                    >
                      <Input
                        placeholder={t('params.name')}
                        maxLength={f.maxLength(param('name'))}
                        style={{ width: 160 }}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'type']} initialValue="String" style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 110 }}
                        aria-label={t('params.type')}
                        options={interfaces.PARAM_TYPES.map((v) => ({
                          value: v,
                          label: enumLabel('param_type', v, locale),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'place']} initialValue="query" style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 120 }}
                        aria-label={t('params.place')}
                        options={interfaces.PARAM_PLACES.map((v) => ({
                          value: v,
                          label: enumLabel('paramType', v, locale),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'required']}
                      valuePropName="checked"
                      initialValue={false}
                      style={{ marginBottom: 0 }}
                    >
                      <Checkbox>{t('params.required')}</Checkbox>
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'description']}
                      rules={f.rules(param('description'), t('params.description'))}
                      style={{ marginBottom: 0 }}
                    >
                      <Input
                        placeholder={t('params.description')}
                        maxLength={f.maxLength(param('description'))}
                        style={{ width: 220 }}
                      />
                    </Form.Item>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('params.remove')}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add()} data-testid="interface-add-param">
                  {t('params.add')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <RequestResponseSchemaFields
          request={request}
          response={response}
          onRequestChange={setRequest}
          onResponseChange={setResponse}
          labels={{ request: t('fields.requestSchema'), response: t('fields.responseSchema') }}
          editor={SchemaEditor}
          onText={t('form.hasBody')}
          offText={t('form.noBody')}
        />
        <ZodTextArea
          zod={f}
          name="description"
          label={t('fields.description')}
          rows={3}
          showCount
          data-testid="interface-description"
        />
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button
              type="primary"
              loading={saver.isPending}
              onClick={handleSave}
              data-testid="interface-save"
            >
              {t('common:actions.save')}
            </Button>
            <Button onClick={back}>{t('common:actions.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
