import { PlusOutlined } from '@ant-design/icons';
import { content } from '@datamall/contract';
import { Button, Card, Form, Input, Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import { agreementPageKey, fetchAgreementPage, useDeleteAgreement } from '../api/admin';
import { contentPaths } from '../paths';

type Row = content.Agreement;

/** operate/zqagreement/zqagreement: agreements (registration, privacy, archives service…). */
export function AgreementList() {
  const { t } = useTranslation(['content', 'common', 'table']);
  const navigate = useNavigate();
  const table = usePageTable<Row, { title?: string }>({
    queryKey: agreementPageKey,
    fetcher: fetchAgreementPage,
  });
  const remover = useDeleteAgreement();

  const handleDelete = (row: Row) =>
    notify.confirm({
      title: t('agreement.deleteTitle', { title: row.title }),
      content: t('agreement.deleteHint'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      onOk: () =>
        remover.mutateAsync(row.id).then(
          () => {
            notify.success(t('agreement.deleted'));
            table.afterDelete();
          },
          (error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          },
        ),
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'id', title: 'ID', dataIndex: 'id', width: 80 },
    { key: 'code', title: t('fields.code'), dataIndex: 'code', render: (v: string) => <code>{v}</code> },
    { key: 'title', title: t('fields.title'), dataIndex: 'title' },
    {
      key: 'updateDate',
      title: t('fields.updateDate'),
      dataIndex: 'updateDate',
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(contentPaths.agreementEdit(row.id))}>
            {t('common:actions.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => handleDelete(row)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="agreement-list">
      <ListFiltersBar<{ title?: string }>
        testId="agreement-filters"
        onSearch={(values) => table.search(values)}
      >
        <Form.Item name="title" label={t('fields.title')}>
          <Input allowClear maxLength={zodMaxLength(content.agreementPage, 'title')} style={{ width: 200 }} />
        </Form.Item>
      </ListFiltersBar>
      <div style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(contentPaths.agreementEdit())}>
          {t('agreement.add')}
        </Button>
      </div>
      <PageTable<Row, { title?: string }> table={table} rowKey="id" columns={columns} />
    </Card>
  );
}
