import type { assets } from '@datamall/contract';
import { Alert, Button, Card, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useAssetUsage, useSaveSource, useSourceDetail } from '../api/sources';
import { assetPaths } from '../paths';
import {
  canDisable,
  canEdit,
  canEnable,
  canGrant,
  canSubmit,
  type FieldPermissions,
  NO_FIELD_PERMISSIONS,
  SourceStatusValue,
} from '../status';
import { AssetBasicInfo } from './asset-basic-info';
import { infoOf, toSourceInput } from './asset-info-fields';
import { AssetTables } from './asset-tables';
import { UsageTable } from './asset-usage';
import { AuditHistory } from './audit-history';
import { DictionaryEditor } from './dictionary-editor';
import { GrantList } from './grant-list';
import { MaskedPreview } from './masked-preview';
import { SourceStatusTag } from './source-status-tag';
import { TableSelect } from './table-select';
import { useSourceActions } from './use-source-actions';
import { VersionTable } from './version-table';

export const DETAIL_TABS = [
  'tables',
  'dictionary',
  'preview',
  'versions',
  'reviews',
  'usage',
  'grants',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
const PUBLIC_TABS: readonly DetailTab[] = ['tables', 'dictionary', 'preview'];

export interface AssetDetailProps {
  id: string;
  /** A version to show; default the latest. */
  version?: number;
  /**
   * owner: the supplier with every action; operator: read-only, disable and enable; public: a developer
   * choosing data for an application (the listed version's tables, dictionary and masked preview only).
   */
  mode: 'owner' | 'operator' | 'public';
  initialTab?: DetailTab;
  /** The table the tables, dictionary and preview tabs open on; default the first. */
  initialTableId?: string;
  /** dataField:zqdatafield:* of the caller (owner mode). */
  permissions?: FieldPermissions;
  /** Public mode: buttons of the page that shows it (e.g. relate to an application). */
  extra?: ReactNode;
}

/**
 * producer/zqdatasources-info and operate/zqAsset/assetData-goods-info: an asset with everything about it;
 * dev/dataDetail (public mode): a listed asset as developers see it.
 */
export function AssetDetail({
  id,
  version,
  mode,
  initialTab = 'tables',
  initialTableId,
  permissions = NO_FIELD_PERMISSIONS,
  extra,
}: AssetDetailProps) {
  const { t } = useTranslation(['assets', 'common']);
  const navigate = useNavigate();
  const detail = useSourceDetail(id, version);
  const isPublic = mode === 'public';
  const usage = useAssetUsage(isPublic ? undefined : id);
  const actions = useSourceActions();
  const saver = useSaveSource();
  const [tab, setTab] = useState<DetailTab>(initialTab);
  const [tableId, setTableId] = useState<string | undefined>(initialTableId);
  const isOwner = mode === 'owner';
  const backPath = isOwner ? assetPaths.list : isPublic ? assetPaths.developerList : assetPaths.operatorList;
  const source = detail.data;

  useEffect(() => {
    if (!source) return;
    if (!tableId || !source.tables.some((x) => x.id === tableId)) setTableId(source.tables[0]?.id);
  }, [source, tableId]);

  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!source) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('detail.loadFailed')}
          subTitle={errorText(detail.error)}
          extra={<Button onClick={() => navigate(backPath)}>{t('common:actions.back')}</Button>}
          data-testid="asset-detail-failed"
        />
      </Card>
    );
  }

  const isLatest = source.version === source.currentVersion;
  const editable = isOwner && canEdit(source.status) && isLatest;
  const infoPath = (v?: number) => (isOwner ? assetPaths.info(id, v) : assetPaths.operatorInfo(id, v));
  const reload = () => void detail.refetch();

  const openTable = (next: DetailTab) => (table: assets.SourceTable) => {
    setTableId(table.id);
    setTab(next);
  };

  const handleRemoveTable = (table: assets.SourceTable) =>
    notify.confirm({
      title: t('tables.removeTitle', { table: `${table.schema}.${table.table}` }),
      content: t('tables.removeContent'),
      okText: t('actions.removeTable'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'confirm-remove-table',
      onOk: () =>
        saver
          .mutateAsync({
            ...toSourceInput(infoOf(source)),
            id: source.id,
            tables: source.tables
              .filter((x) => x.id !== table.id)
              .map(({ schema, table: name }) => ({ schema, table: name })),
            changeNote: t('tables.removedNote', { table: `${table.schema}.${table.table}` }),
          })
          .then((saved) => notify.success(t('wizard.savedVersion', { version: saved.currentVersion })))
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });

  const ownerButtons = (
    <>
      {canEdit(source.status) ? (
        <Button onClick={() => navigate(assetPaths.editInfo(id))} data-testid="detail-edit">
          {t('actions.edit')}
        </Button>
      ) : null}
      {canEdit(source.status) && permissions.save ? (
        <Button onClick={() => navigate(assetPaths.editTables(id))} data-testid="detail-edit-tables">
          {t('actions.editTables')}
        </Button>
      ) : null}
      {canSubmit(source.status) ? (
        <Button type="primary" onClick={() => actions.submit(source, reload)} data-testid="detail-submit">
          {t('actions.submit')}
        </Button>
      ) : null}
      {canGrant(source.status) ? (
        <Button onClick={() => navigate(assetPaths.grants(id))} data-testid="detail-grant">
          {t('actions.grant')}
        </Button>
      ) : null}
      {canEdit(source.status) ? (
        <Button
          danger
          onClick={() => actions.remove(source, () => navigate(assetPaths.list))}
          data-testid="detail-delete"
        >
          {t('actions.delete')}
        </Button>
      ) : null}
    </>
  );

  const tabs = [
    {
      key: 'tables',
      label: t('detail.tabs.tables', { count: source.tables.length }),
      children: (
        <AssetTables
          tables={source.tables}
          onDictionary={openTable('dictionary')}
          onPreview={!isOwner || permissions.info ? openTable('preview') : undefined}
          onRemove={
            editable && permissions.delete && source.tables.length > 1 ? handleRemoveTable : undefined
          }
          showUsage={!isPublic}
        />
      ),
    },
    {
      key: 'dictionary',
      label: t('detail.tabs.dictionary'),
      children: (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <TableSelect
            tables={source.tables}
            value={tableId}
            onChange={setTableId}
            testId="dictionary-table-select"
          />
          {tableId ? (
            <DictionaryEditor
              key={`${tableId}-${source.version}`}
              tableId={tableId}
              version={isLatest ? undefined : source.version}
              editable={editable && permissions.update}
            />
          ) : null}
        </Space>
      ),
    },
    {
      key: 'preview',
      label: t('detail.tabs.preview'),
      children:
        isOwner && !permissions.info ? (
          <Alert type="info" showIcon message={t('detail.noPermission')} />
        ) : (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <TableSelect
              tables={source.tables}
              value={tableId}
              onChange={setTableId}
              testId="preview-table-select"
            />
            {tableId && tab === 'preview' ? (
              <MaskedPreview tableId={tableId} version={isLatest ? undefined : source.version} />
            ) : null}
          </Space>
        ),
    },
    {
      key: 'versions',
      label: t('detail.tabs.versions', { count: source.versions.length }),
      children: (
        <VersionTable
          versions={source.versions}
          currentVersion={source.currentVersion}
          listedVersion={source.listedVersion}
          shownVersion={source.version}
          onOpen={(v) => navigate(infoPath(v === source.currentVersion ? undefined : v))}
        />
      ),
    },
    { key: 'reviews', label: t('detail.tabs.reviews'), children: <AuditHistory sourceId={id} /> },
    {
      key: 'usage',
      label: t('detail.tabs.usage', { count: usage.data?.length ?? 0 }),
      children: <UsageTable usage={usage.data} loading={usage.isFetching} error={usage.error} />,
    },
    // The operator sees who holds the asset and how each grant's data was used (the owner: its grants page).
    ...(mode === 'operator'
      ? [
          {
            key: 'grants',
            label: t('detail.tabs.grants'),
            children: <GrantList mode="operator" sourceId={id} />,
          },
        ]
      : []),
  ].filter((x) => !isPublic || PUBLIC_TABS.includes(x.key as DetailTab));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="asset-detail">
      <Card
        title={
          <Space wrap>
            <span data-testid="asset-detail-name">{source.name}</span>
            <SourceStatusTag source={source} />
            <Tag bordered={false}>{`v${source.version}`}</Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {isOwner ? ownerButtons : null}
            {isPublic ? extra : null}
            {!isPublic && canDisable(source.status) ? (
              <Button danger onClick={() => actions.disable(source, reload)} data-testid="detail-disable">
                {t('actions.disable')}
              </Button>
            ) : null}
            {!isPublic && canEnable(source.status) ? (
              <Button onClick={() => actions.enable(source, reload)} data-testid="detail-enable">
                {t('actions.enable')}
              </Button>
            ) : null}
            <Button onClick={() => navigate(backPath)}>{t('common:actions.back')}</Button>
          </Space>
        }
      >
        {!isLatest ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('detail.oldVersion', { version: source.version, latest: source.currentVersion })}
            action={
              <Button size="small" onClick={() => navigate(infoPath())}>
                {t('detail.toLatest')}
              </Button>
            }
          />
        ) : null}
        {source.status === SourceStatusValue.REVIEWING ? (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('detail.reviewing')} />
        ) : null}
        <AssetBasicInfo source={source} />
        {source.listedVersion !== null && source.listedVersion !== source.currentVersion && isOwner ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('detail.listedHint', { version: source.listedVersion })}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as DetailTab)}
          items={tabs}
          data-testid="asset-tabs"
        />
      </Card>
    </Space>
  );
}
