import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { gateway as gw } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatBytes } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { usePluginSave } from '../api/plugin-save';
import { headerNameProblem } from '../header-rules';
import { invalidIpRules } from '../ip-rules';
import {
  formFieldOf,
  type PluginFormValues,
  SIZE_UNITS,
  type SizeUnit,
  sizeToBytes,
  toConfig,
  toFormValues,
} from '../plugin-form-values';
import {
  issueText,
  numberBounds,
  PLUGIN_FIELDS,
  RATE_ALGORITHMS,
  RATE_SCOPES,
  schemaRule,
} from '../plugin-schema';

export interface PluginFormGood {
  itemId: string;
  itemName: string;
  /** The version in force (0: the defaults). */
  version: number;
  config: gw.PluginConfig;
}

export interface PluginFormDrawerProps {
  good: PluginFormGood;
  /** The operator (and anyone but the owner) only reads. */
  readOnly: boolean;
  onClose: () => void;
  onSaved?: (saved: gw.PluginVersion) => void;
}

type FieldData = Parameters<FormInstance<PluginFormValues>['setFields']>[0][number];

/** Splits pasted lists in the tag inputs. */
const TOKEN_SEPARATORS = [',', ';', ' ', '\n', '\t'];

function ipListRule(t: TFunction): FormRule {
  return {
    validator: async (_rule, value: string[] | undefined) => {
      const rules = value ?? [];
      const invalid = invalidIpRules(rules);
      if (invalid.length) throw new Error(t('rules.ip', { list: invalid.join(', ') }));
      const result = PLUGIN_FIELDS.ipList.safeParse(rules.map((r) => r.trim()));
      if (!result.success) throw new Error(issueText(result.error.issues[0], t));
    },
  };
}

function headerNameText(name: string, t: TFunction): string | null {
  const problem = headerNameProblem(name);
  if (problem === 'protected') return t('rules.protectedHeader', { name: name.trim() });
  if (problem === 'format') return t('rules.headerName', { name: name.trim() });
  return null;
}

function headerNameRule(t: TFunction): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!value?.trim()) throw new Error(t('rules.required'));
      const text = headerNameText(value.trim(), t);
      if (text) throw new Error(text);
    },
  };
}

function headerNamesRule(t: TFunction): FormRule {
  return {
    validator: async (_rule, value: string[] | undefined) => {
      const names = (value ?? []).map((n) => n.trim()).filter(Boolean);
      for (const name of names) {
        const text = headerNameText(name, t);
        if (text) throw new Error(text);
      }
      const result = PLUGIN_FIELDS.headerRemoveList.safeParse(names);
      if (!result.success) throw new Error(issueText(result.error.issues[0], t));
    },
  };
}

function sizeRule(t: TFunction, form: FormInstance<PluginFormValues>): FormRule {
  return {
    validator: async (_rule, value: number | null | undefined) => {
      if (value === null || value === undefined) throw new Error(t('rules.required'));
      const unit = (form.getFieldValue(['requestSize', 'unit']) as SizeUnit | undefined) ?? 'B';
      const result = PLUGIN_FIELDS.requestMaxBytes.safeParse(sizeToBytes(value, unit));
      if (result.success) return;
      const issue = result.error.issues[0];
      const { min = 1, max } = numberBounds(PLUGIN_FIELDS.requestMaxBytes);
      if (issue?.code === 'too_big' && max) throw new Error(t('rules.maxSize', { size: formatBytes(max) }));
      if (issue?.code === 'too_small') throw new Error(t('rules.minSize', { size: formatBytes(min) }));
      throw new Error(issueText(issue, t));
    },
  };
}

/** A plugin's card: its title, the switch of the block (when it has one) and its settings. */
function Block({
  title,
  hint,
  enabledName,
  children,
  testId,
}: {
  title: ReactNode;
  hint?: ReactNode;
  enabledName?: (string | number)[];
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      extra={
        enabledName ? (
          <Form.Item name={enabledName} valuePropName="checked" noStyle>
            <Switch data-testid={`${testId}-enabled`} />
          </Form.Item>
        ) : null
      }
      style={{ marginBottom: 12 }}
    >
      {hint ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: children ? 12 : 0 }}>
          {hint}
        </Typography.Paragraph>
      ) : null}
      {children}
    </Card>
  );
}

function HeaderChanges({
  side,
  t,
  readOnly,
}: {
  side: 'request' | 'response';
  t: TFunction;
  readOnly: boolean;
}) {
  return (
    <div data-testid={`plugin-headers-${side}`} style={{ marginBottom: 8 }}>
      <Typography.Text strong>{t(`form.headers.${side}`)}</Typography.Text>
      <Form.List name={['headers', side, 'set']}>
        {(rows, { add, remove }) => (
          <div style={{ marginTop: 8 }}>
            {rows.map((row) => (
              <Space key={row.key} align="start" style={{ display: 'flex' }}>
                <Form.Item name={[row.name, 'name']} rules={[headerNameRule(t)]} style={{ width: 200 }}>
                  <Input placeholder={t('form.headers.name')} aria-label={t('form.headers.name')} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'value']}
                  rules={[
                    {
                      validator: async (_r, value: string | undefined) => {
                        const result = PLUGIN_FIELDS.headerValue.safeParse(value ?? '');
                        if (!result.success) throw new Error(issueText(result.error.issues[0], t));
                      },
                    },
                  ]}
                  style={{ width: 260 }}
                >
                  <Input placeholder={t('form.headers.value')} aria-label={t('form.headers.value')} />
                </Form.Item>
                {readOnly ? null : (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    aria-label={t('form.headers.removeRow')}
                  />
                )}
              </Space>
            ))}
            {readOnly ? null : (
              <Button
                type="dashed"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', value: '' })}
                style={{ marginBottom: 12 }}
                data-testid={`plugin-headers-${side}-add`}
              >
                {t('form.headers.add')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
      <Form.Item
        name={['headers', side, 'remove']}
        label={t('form.headers.remove')}
        rules={[headerNamesRule(t)]}
      >
        <Select
          mode="tags"
          open={false}
          tokenSeparators={TOKEN_SEPARATORS}
          placeholder={t('form.headers.removePlaceholder')}
          data-testid={`plugin-headers-${side}-remove`}
        />
      </Form.Item>
    </div>
  );
}

/**
 * The plugins of one API good, block by block, checked with the contract's schema before saving as the good's
 * next plugin version. Read-only for anyone but the owner developer.
 */
export function PluginFormDrawer({ good, readOnly, onClose, onSaved }: PluginFormDrawerProps) {
  const { t } = useTranslation(['gatewayPlugins', 'common']);
  const [form] = Form.useForm<PluginFormValues>();
  const [initialValues] = useState(() => toFormValues(good.config));
  const [problems, setProblems] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string>();
  const save = usePluginSave();
  const intRule = (schema: Parameters<typeof schemaRule>[0]) => [schemaRule(schema, t)];
  const noteMax = PLUGIN_FIELDS.note.maxLength ?? undefined;

  const handleFinish = async (values: PluginFormValues) => {
    setProblems([]);
    setServerError(undefined);
    const parsed = gw.zPluginConfig.safeParse(toConfig(values));
    if (!parsed.success) {
      const loose: string[] = [];
      const fields: FieldData[] = [];
      for (const issue of parsed.error.issues) {
        const name = formFieldOf(issue.path);
        const text =
          issue.code === 'custom' && issue.path[0] === 'headers'
            ? t('rules.protectedHeaders', { list: gw.PROTECTED_HEADERS.join(', ') })
            : issueText(issue, t);
        // The path is one of the form's fields (formFieldOf maps the contract's paths onto them).
        if (name) fields.push({ name: name as FieldData['name'], errors: [text] });
        else loose.push(text);
      }
      form.setFields(fields);
      setProblems(loose.length ? loose : [t('form.fixErrors')]);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        itemId: good.itemId,
        config: parsed.data,
        note: values.note?.trim() ?? '',
      });
      notify.success(t('form.saved', { version: saved.version }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setServerError(errorText(error) ?? t('form.saveFailed'));
    }
  };

  const bounds = {
    limit: numberBounds(PLUGIN_FIELDS.rateLimit),
    window: numberBounds(PLUGIN_FIELDS.rateWindowSeconds),
    timeout: numberBounds(PLUGIN_FIELDS.timeoutSeconds),
    ttl: numberBounds(PLUGIN_FIELDS.cacheTtlSeconds),
  };

  return (
    <Drawer
      open
      width={760}
      destroyOnHidden
      onClose={onClose}
      title={
        <Space direction="vertical" size={0}>
          <span>{readOnly ? t('form.viewTitle') : t('form.editTitle')}</span>
          <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
            {good.itemName} ·{' '}
            {good.version ? t('list.version', { version: good.version }) : t('list.defaults')}
          </Typography.Text>
        </Space>
      }
      data-testid="plugin-form"
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>
            {readOnly ? t('common:actions.close') : t('common:actions.cancel')}
          </Button>
          {readOnly ? null : (
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => form.submit()}
              data-testid="plugin-save"
            >
              {t('form.save')}
            </Button>
          )}
        </Space>
      }
    >
      {readOnly ? (
        <Alert type="info" showIcon message={t('form.readOnly')} style={{ marginBottom: 12 }} />
      ) : (
        <Alert type="info" showIcon message={t('form.applyNote')} style={{ marginBottom: 12 }} />
      )}
      {serverError ? (
        <Alert
          type="error"
          showIcon
          message={t('form.saveFailed')}
          description={serverError}
          style={{ marginBottom: 12 }}
          data-testid="plugin-save-error"
        />
      ) : null}
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          message={problems.join(' ')}
          style={{ marginBottom: 12 }}
          data-testid="plugin-problems"
        />
      ) : null}
      <Form<PluginFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={readOnly}
        onFinish={(values) => void handleFinish(values)}
        onFinishFailed={() => setProblems([t('form.fixErrors')])}
        scrollToFirstError
      >
        <Block title={t('blocks.keyAuth')} hint={t('hints.keyAuth')} testId="plugin-keyAuth">
          <Space>
            <Form.Item name={['keyAuth', 'allowQueryKey']} valuePropName="checked" noStyle>
              <Switch data-testid="plugin-keyAuth-query" />
            </Form.Item>
            <span>{t('form.allowQueryKey', { param: gw.KEY_QUERY })}</span>
          </Space>
        </Block>

        <Block
          title={t('blocks.ipRestriction')}
          hint={t('hints.ipRestriction')}
          enabledName={['ipRestriction', 'enabled']}
          testId="plugin-ipRestriction"
        >
          {(['allow', 'deny'] as const).map((list) => (
            <Form.Item
              key={list}
              name={['ipRestriction', list]}
              label={t(`fields.ipRestriction.${list}`)}
              rules={[ipListRule(t)]}
              extra={list === 'allow' ? t('form.ipAllowHint') : undefined}
            >
              <Select
                mode="tags"
                open={false}
                tokenSeparators={TOKEN_SEPARATORS}
                placeholder={t('form.ipPlaceholder')}
                data-testid={`plugin-ip-${list}`}
              />
            </Form.Item>
          ))}
        </Block>

        <Block
          title={t('blocks.rateLimit')}
          hint={t('hints.rateLimit')}
          enabledName={['rateLimit', 'enabled']}
          testId="plugin-rateLimit"
        >
          <Space wrap align="start">
            <Form.Item
              name={['rateLimit', 'limit']}
              label={t('fields.rateLimit.limit')}
              rules={intRule(PLUGIN_FIELDS.rateLimit)}
            >
              <InputNumber
                {...bounds.limit}
                precision={0}
                style={{ width: 160 }}
                data-testid="plugin-rate-limit"
              />
            </Form.Item>
            <Form.Item
              name={['rateLimit', 'windowSeconds']}
              label={t('fields.rateLimit.windowSeconds')}
              rules={intRule(PLUGIN_FIELDS.rateWindowSeconds)}
            >
              <InputNumber
                {...bounds.window}
                precision={0}
                suffix={t('form.secondsUnit')}
                style={{ width: 180 }}
                data-testid="plugin-rate-window"
              />
            </Form.Item>
          </Space>
          <Form.Item name={['rateLimit', 'scope']} label={t('fields.rateLimit.scope')}>
            <Radio.Group
              options={RATE_SCOPES.map((value) => ({ value, label: t(`scope.${value}`) }))}
              data-testid="plugin-rate-scope"
            />
          </Form.Item>
          <Form.Item
            name={['rateLimit', 'algorithm']}
            label={t('fields.rateLimit.algorithm')}
            extra={t('form.algorithmHint')}
            style={{ marginBottom: 0 }}
          >
            <Radio.Group
              options={RATE_ALGORITHMS.map((value) => ({ value, label: t(`algorithm.${value}`) }))}
              data-testid="plugin-rate-algorithm"
            />
          </Form.Item>
        </Block>

        <Block
          title={t('blocks.requestSize')}
          hint={t('hints.requestSize')}
          enabledName={['requestSize', 'enabled']}
          testId="plugin-requestSize"
        >
          <Form.Item label={t('fields.requestSize.maxBytes')} required style={{ marginBottom: 0 }}>
            <Space.Compact>
              <Form.Item
                name={['requestSize', 'amount']}
                noStyle
                rules={[sizeRule(t, form)]}
                dependencies={[['requestSize', 'unit']]}
              >
                <InputNumber min={0} style={{ width: 160 }} data-testid="plugin-size-amount" />
              </Form.Item>
              <Form.Item name={['requestSize', 'unit']} noStyle>
                <Select
                  style={{ width: 90 }}
                  options={Object.keys(SIZE_UNITS).map((unit) => ({ value: unit, label: unit }))}
                  data-testid="plugin-size-unit"
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Block>

        <Block
          title={t('blocks.timeout')}
          hint={t('hints.timeout')}
          enabledName={['timeout', 'enabled']}
          testId="plugin-timeout"
        >
          <Form.Item
            name={['timeout', 'seconds']}
            label={t('fields.timeout.seconds')}
            rules={intRule(PLUGIN_FIELDS.timeoutSeconds)}
            style={{ marginBottom: 0 }}
          >
            <InputNumber
              {...bounds.timeout}
              precision={0}
              suffix={t('form.secondsUnit')}
              style={{ width: 180 }}
              data-testid="plugin-timeout-seconds"
            />
          </Form.Item>
        </Block>

        <Block
          title={t('blocks.cache')}
          hint={t('hints.cache')}
          enabledName={['cache', 'enabled']}
          testId="plugin-cache"
        >
          <Form.Item
            name={['cache', 'ttlSeconds']}
            label={t('fields.cache.ttlSeconds')}
            rules={intRule(PLUGIN_FIELDS.cacheTtlSeconds)}
            style={{ marginBottom: 0 }}
          >
            <InputNumber
              {...bounds.ttl}
              precision={0}
              suffix={t('form.secondsUnit')}
              style={{ width: 180 }}
              data-testid="plugin-cache-ttl"
            />
          </Form.Item>
        </Block>

        <Block
          title={t('blocks.headers')}
          hint={t('hints.headers', { list: gw.PROTECTED_HEADERS.join(', ') })}
          enabledName={['headers', 'enabled']}
          testId="plugin-headers"
        >
          <HeaderChanges side="request" t={t} readOnly={readOnly} />
          <HeaderChanges side="response" t={t} readOnly={readOnly} />
        </Block>

        <Block
          title={t('blocks.validator')}
          hint={t('hints.validator')}
          enabledName={['validator', 'enabled']}
          testId="plugin-validator"
        />
        <Block
          title={t('blocks.mock')}
          hint={t('hints.mock')}
          enabledName={['mock', 'enabled']}
          testId="plugin-mock"
        />

        {readOnly ? null : (
          <Form.Item name="note" label={t('form.note')} extra={t('form.noteHint')}>
            <Input.TextArea rows={2} maxLength={noteMax} showCount data-testid="plugin-note" />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
