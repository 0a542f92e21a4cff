import { type assets, type DatabaseConnection, endpoints } from '@datamall/contract';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
  Steps,
  Tag,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useUnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { useConnectionOptions } from '../api/pickers';
import { useSaveSource, useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import { canEdit } from '../status';
import {
  AssetInfoFields,
  type AssetInfoValues,
  EMPTY_INFO,
  infoOf,
  toSourceInput,
} from './asset-info-fields';
import { refKey, TablePicker } from './table-picker';

type Ref = assets.SourceTableRef;

/**
 * create: connection -> tables -> information; edit: tables -> information (the connection stays);
 * tables: change the registered tables (a new version); info: the information only.
 */
export type WizardMode = 'create' | 'edit' | 'tables' | 'info';

type StepKey = 'connection' | 'tables' | 'info';

const STEPS: Record<WizardMode, StepKey[]> = {
  create: ['connection', 'tables', 'info'],
  edit: ['tables', 'info'],
  tables: ['tables'],
  info: ['info'],
};

const CONNECTIONS_PAGE = '/producer-zqdatalink';
const ADD_CONNECTION_PAGE = '/producer-zqdatalink-add-or-update';

const sameTables = (a: Ref[], b: Ref[]) =>
  JSON.stringify(a.map(refKey).sort()) === JSON.stringify(b.map(refKey).sort());

export interface AssetWizardProps {
  mode: WizardMode;
  /** The asset to edit (every mode but create). */
  id?: string;
}

/** producer/zqdataversion-add-or-update and its variants: register or change an asset. */
export function AssetWizard({ mode, id }: AssetWizardProps) {
  const { t } = useTranslation(['assets', 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<AssetInfoValues>();
  const detail = useSourceDetail(mode === 'create' ? undefined : id);
  const connections = useConnectionOptions();
  const saver = useSaveSource();
  const steps = STEPS[mode];
  const [step, setStep] = useState(0);
  const [connectionId, setConnectionId] = useState<string>();
  const [tables, setTables] = useState<Ref[]>([]);
  const [changeNote, setChangeNote] = useState('');
  const [stepError, setStepError] = useState<string>();
  const [ready, setReady] = useState(mode === 'create');

  const state = () => ({
    info: form.getFieldsValue(true),
    connectionId,
    tables: tables.map(refKey).sort(),
    changeNote,
  });
  const guard = useUnsavedGuard(state);

  // Fill the form once: empty for a new asset, from the asset otherwise.
  useEffect(() => {
    if (mode === 'create') {
      form.setFieldsValue(EMPTY_INFO);
      guard.register({
        info: form.getFieldsValue(true),
        connectionId: undefined,
        tables: [],
        changeNote: '',
      });
      return;
    }
    const source = detail.data;
    if (!source || ready) return;
    const refs = source.tables.map(({ schema, table }) => ({ schema, table }));
    form.setFieldsValue(infoOf(source));
    setConnectionId(source.connectionId ?? undefined);
    setTables(refs);
    guard.register({
      info: form.getFieldsValue(true),
      connectionId: source.connectionId ?? undefined,
      tables: refs.map(refKey).sort(),
      changeNote: '',
    });
    setReady(true);
  }, [mode, detail.data, ready, form, guard]);

  const connection = useMemo(
    () => connections.data?.find((c) => c.id === connectionId),
    [connections.data, connectionId],
  );
  const originalTables = useMemo(
    () => (detail.data?.tables ?? []).map(({ schema, table }) => ({ schema, table })),
    [detail.data],
  );

  if (mode !== 'create' && !id) return <Result status="404" />;
  if (mode !== 'create' && detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (mode !== 'create' && !detail.data) {
    return <Result status="warning" title={t('detail.loadFailed')} subTitle={errorText(detail.error)} />;
  }
  const source = detail.data;
  if (source && !canEdit(source.status)) {
    return (
      <Result
        status="info"
        title={t('wizard.underReview')}
        extra={<Button onClick={() => navigate(assetPaths.info(source.id))}>{t('actions.view')}</Button>}
        data-testid="asset-locked"
      />
    );
  }

  const current = steps[step];
  const isLast = step === steps.length - 1;

  const checkStep = async (): Promise<boolean> => {
    setStepError(undefined);
    if (current === 'connection' && !connectionId) {
      setStepError(t('wizard.chooseConnection'));
      return false;
    }
    if (current === 'tables' && tables.length === 0) {
      setStepError(t('wizard.chooseTables'));
      return false;
    }
    if (current === 'info') {
      const ok = await form.validateFields().then(
        () => true,
        () => false,
      );
      if (!ok) return false;
    }
    return true;
  };

  const handleNext = async () => {
    if (await checkStep()) setStep((s) => Math.min(s + 1, steps.length - 1));
  };

  const handleSave = async () => {
    if (!(await checkStep())) return;
    const info = toSourceInput(form.getFieldsValue(true) as AssetInfoValues);
    const tablesChanged = !source || !sameTables(tables, originalTables);
    if (mode === 'tables' && !tablesChanged) {
      notify.warning(t('wizard.noChange'));
      return;
    }
    // The tables step edits tables only: the information is sent back as it is.
    const input = mode === 'tables' && source ? toSourceInput(infoOf(source)) : info;
    const sendTables = mode !== 'info' && tablesChanged;
    try {
      const saved = await saver.mutateAsync({
        ...input,
        id: source?.id,
        connectionId,
        tables: sendTables ? tables : undefined,
        changeNote: sendTables && source ? changeNote : undefined,
      });
      guard.clear();
      notify.success(
        source && saved.currentVersion !== source.currentVersion
          ? t('wizard.savedVersion', { version: saved.currentVersion })
          : t('wizard.saved'),
      );
      navigate(assetPaths.info(saved.id));
    } catch (error) {
      const text = errorText(error);
      if (text) notify.error(text);
    }
  };

  const title =
    mode === 'create'
      ? t('wizard.createTitle')
      : mode === 'tables'
        ? t('wizard.tablesTitle', { name: source?.name })
        : t('wizard.editTitle', { name: source?.name });

  return (
    <Card title={title} data-testid="asset-wizard" data-step={current}>
      {steps.length > 1 ? (
        <Steps
          current={step}
          size="small"
          style={{ marginBottom: 24, maxWidth: 760 }}
          items={steps.map((key) => ({ key, title: t(`wizard.steps.${key}`) }))}
        />
      ) : null}

      {source ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('wizard.versionHint', { version: source.currentVersion })}
        />
      ) : null}

      <div style={{ display: current === 'connection' ? 'block' : 'none' }}>
        <ConnectionStep
          connections={connections.data}
          loading={connections.isLoading}
          value={connectionId}
          onChange={(next) => {
            if (next !== connectionId) setTables([]);
            setStepError(undefined);
            setConnectionId(next);
          }}
        />
      </div>

      {current === 'tables' && connectionId ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {source ? (
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('fields.connection')}>{source.connectionName}</Descriptions.Item>
            </Descriptions>
          ) : null}
          <TablePicker
            connectionId={connectionId}
            preferredSchema={connection?.schema}
            value={tables}
            onChange={(next) => {
              setStepError(undefined);
              setTables(next);
            }}
          />
          {source ? (
            <Input
              value={changeNote}
              onChange={(event) => setChangeNote(event.target.value)}
              maxLength={zodMaxLength(endpoints.assets.updateSource, 'changeNote')}
              placeholder={t('wizard.changeNote')}
              data-testid="asset-change-note"
            />
          ) : null}
        </Space>
      ) : null}
      {current === 'tables' && !connectionId ? (
        <Alert type="warning" showIcon message={t('wizard.connectionGone')} />
      ) : null}

      <div style={{ display: current === 'info' ? 'block' : 'none' }}>
        <Form<AssetInfoValues>
          form={form}
          layout="horizontal"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 14 }}
          data-testid="asset-info-form"
        >
          <AssetInfoFields />
        </Form>
      </div>

      {stepError ? (
        <Alert
          type="error"
          showIcon
          message={stepError}
          style={{ margin: '16px 0' }}
          data-testid="step-error"
        />
      ) : null}

      <Space style={{ marginTop: 24 }}>
        {step > 0 ? (
          <Button onClick={() => setStep((s) => s - 1)} data-testid="wizard-prev">
            {t('wizard.prev')}
          </Button>
        ) : null}
        {isLast ? (
          <Button
            type="primary"
            loading={saver.isPending}
            onClick={() => void handleSave()}
            data-testid="wizard-save"
          >
            {t('common:actions.save')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void handleNext()} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
        <Button onClick={() => navigate(source ? assetPaths.info(source.id) : assetPaths.list)}>
          {t('common:actions.cancel')}
        </Button>
      </Space>
    </Card>
  );
}

interface ConnectionStepProps {
  connections: readonly DatabaseConnection[] | undefined;
  loading: boolean;
  value: string | undefined;
  onChange: (id: string) => void;
}

/** The supplier's connections; the chosen one's address and last test. */
function ConnectionStep({ connections, loading, value, onChange }: ConnectionStepProps) {
  const { t } = useTranslation('assets');
  const chosen = connections?.find((c) => c.id === value);
  if (!loading && connections?.length === 0) {
    return (
      <Empty description={t('wizard.noConnections')} data-testid="no-connections">
        <Link to={ADD_CONNECTION_PAGE}>
          <Button type="primary">{t('wizard.addConnection')}</Button>
        </Link>
      </Empty>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 760 }}>
      <Select
        value={value}
        onChange={onChange}
        loading={loading}
        showSearch
        optionFilterProp="label"
        placeholder={t('wizard.chooseConnection')}
        style={{ width: '100%' }}
        options={(connections ?? []).map((c) => ({
          value: c.id,
          label: `${c.name} — ${c.host}:${c.port}/${c.database}`,
        }))}
        data-testid="asset-connection"
      />
      {chosen ? (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="asset-connection-info">
          <Descriptions.Item label={t('fields.dbType')}>{chosen.dbType}</Descriptions.Item>
          <Descriptions.Item label={t('fields.address')}>
            {`${chosen.host}:${chosen.port}/${chosen.database}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.lastTest')}>
            {chosen.lastTestCode === null ? (
              <Tag>{t('wizard.untested')}</Tag>
            ) : chosen.lastTestCode === 0 ? (
              <Tag color="success">{t('wizard.testOk')}</Tag>
            ) : (
              <Tag color="error">{chosen.lastTestMessage || t('wizard.testFailed')}</Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.lastTestAt')}>
            {chosen.lastTestAt ? formatDateTime(chosen.lastTestAt) : '-'}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Link to={CONNECTIONS_PAGE}>{t('wizard.manageConnections')}</Link>
    </Space>
  );
}
