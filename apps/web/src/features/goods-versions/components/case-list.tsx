import { PlusOutlined } from '@ant-design/icons';
import type { goodsVersions } from '@datamall/contract';
import { Alert, Button, Card, Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { notify } from '../../../shared/notify';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { StatusTag } from '../../../shared/ui/status-tag';
import { fetchCases, useCaseStatus, versionsKey } from '../api';
import { versionPaths } from '../paths';

type Case = goodsVersions.GoodsCase;
/** Actions that stop or end a case: asked for confirmation. */
const DESTRUCTIVE = new Set(['disable', 'finish', 'pause']);

/** Use cases (deployments) of a data application (dev/zqgoodcase). Buttons follow the case_status table. */
export function CaseList({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['goodsVersions', 'common']);
  const navigate = useNavigate();
  const table = usePageTable<Case>({
    queryKey: [...versionsKey, 'cases', itemId],
    fetcher: (params, signal) => fetchCases(itemId, params, signal),
  });
  const status = useCaseStatus();
  const itemName = table.list[0]?.itemName;

  const run = (row: Case, action: goodsVersions.CaseOwnerEvent) =>
    status
      .mutateAsync({ id: row.id, action })
      .then(() => notify.success(t('cases.done')))
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });

  const handleAction = (row: Case, action: string) => {
    if (action === 'updateVersion') {
      navigate(versionPaths.caseUpdateVersion(row.id));
      return;
    }
    const event = action as goodsVersions.CaseOwnerEvent;
    if (!DESTRUCTIVE.has(action)) {
      void run(row, event);
      return;
    }
    notify.confirm({
      title: t(`cases.confirm.${action}`, { name: row.name }),
      okText: t(`cases.actions.${action}`),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: `confirm-case-${action}`,
      onOk: () => run(row, event),
    });
  };

  const columns: TableProps<Case>['columns'] = [
    { title: t('cases.fields.name'), dataIndex: 'name' },
    { title: t('cases.fields.version'), dataIndex: 'versionNo', width: 110 },
    {
      title: t('cases.fields.caseType'),
      dataIndex: 'caseType',
      width: 110,
      render: (v: number) => <StatusTag dictType="caseType" value={v} />,
    },
    {
      title: t('cases.fields.status'),
      dataIndex: 'status',
      width: 140,
      render: (v: string) => <StatusTag dictType="case_status" value={v} />,
    },
    {
      title: t('cases.fields.updateDate'),
      dataIndex: 'updateDate',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('cases.fields.actions'),
      key: 'actions',
      width: 280,
      render: (_v, row) =>
        row.actions.length ? (
          <Space size={0} wrap>
            {row.actions.map((action) => (
              <Button
                key={action}
                type="link"
                size="small"
                danger={DESTRUCTIVE.has(action)}
                onClick={() => handleAction(row, action)}
                data-testid={`case-${action}-${row.id}`}
              >
                {t(`cases.actions.${action}`)}
              </Button>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <Card
      title={itemName ? t('cases.titleOf', { name: itemName }) : t('cases.title')}
      extra={
        <Space>
          <Button onClick={() => navigate(versionPaths.list('dev', itemId))}>{t('cases.versions')}</Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(versionPaths.caseAdd(itemId))}
            data-testid="case-add"
          >
            {t('cases.add')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon message={t('cases.hint')} style={{ marginBottom: 16 }} />
      <PageTable<Case, Record<string, never>>
        table={table}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('cases.empty') }}
      />
    </Card>
  );
}
