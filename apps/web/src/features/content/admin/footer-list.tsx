import { PlusOutlined } from '@ant-design/icons';
import { content } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type FooterFilter,
  fetchFooterPage,
  footerPageKey,
  useDeleteFooter,
  useFooterColumns,
} from '../api/admin';
import { contentPaths } from '../paths';

type Row = content.FooterClass;

/** operate/zqfooterclass/zqfooterclass: the mall footer's columns and entries. */
export function FooterList() {
  const { t } = useTranslation(['content', 'common', 'table']);
  const navigate = useNavigate();
  const columnsQuery = useFooterColumns();
  const table = usePageTable<Row, FooterFilter>({ queryKey: footerPageKey, fetcher: fetchFooterPage });
  const remover = useDeleteFooter();
  const columnName = new Map((columnsQuery.data?.list ?? []).map((c) => [c.id, c.name]));

  const handleDelete = (row: Row) =>
    notify.confirm({
      title: t('footer.deleteTitle', { name: row.name }),
      content: row.pid === '0' ? t('footer.deleteColumnHint') : undefined,
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'footer-delete-confirm',
      onOk: () =>
        remover.mutateAsync(row.id).then(
          () => {
            notify.success(t('footer.deleted'));
            table.afterDelete();
          },
          (error) => {
            const text = errorText(error);
            if (text) notify.error(text);
          },
        ),
    });

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'name',
      title: t('fields.name'),
      dataIndex: 'name',
      render: (value: string, row) =>
        row.pid === '0' ? <strong>{value}</strong> : <span style={{ paddingLeft: 20 }}>{value}</span>,
    },
    {
      key: 'pid',
      title: t('fields.footerColumn'),
      dataIndex: 'pid',
      render: (pid: string, row) =>
        pid === '0' ? (
          <Tag color="blue">{t('footer.column', { count: row.childCount })}</Tag>
        ) : (
          (columnName.get(pid) ?? pid)
        ),
    },
    {
      key: 'target',
      title: t('fields.target'),
      render: (_v, row) =>
        row.url ? (
          <code>{row.url}</code>
        ) : row.content ? (
          <Tag>{t('footer.ownPage')}</Tag>
        ) : row.pid === '0' ? (
          ''
        ) : (
          '-'
        ),
    },
    { key: 'sort', title: t('fields.sort'), dataIndex: 'sort', width: 80 },
    {
      key: 'isShow',
      title: t('fields.isShow'),
      dataIndex: 'isShow',
      render: (value: number) =>
        value === 1 ? <Tag color="success">{t('show.1')}</Tag> : <Tag>{t('show.0')}</Tag>,
    },
    {
      key: 'actions',
      title: t('table:actions'),
      render: (_v, row) => (
        <Space size={0}>
          {row.pid === '0' && (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(contentPaths.footerEdit(undefined, row.id))}
            >
              {t('footer.addEntry')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => navigate(contentPaths.footerEdit(row.id))}>
            {t('common:actions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => handleDelete(row)}
            data-testid={`footer-delete-${row.id}`}
          >
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="footer-list">
      <ListFiltersBar<FooterFilter> testId="footer-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="pid" label={t('fields.footerColumn')}>
          <Select
            allowClear
            style={{ width: 200 }}
            options={[
              { value: 0, label: t('footer.topLevel') },
              ...(columnsQuery.data?.list ?? []).map((c) => ({ value: Number(c.id), label: c.name })),
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')}>
          <Input allowClear maxLength={zodMaxLength(content.footerPage, 'name')} style={{ width: 180 }} />
        </Form.Item>
      </ListFiltersBar>
      <div style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(contentPaths.footerEdit())}
          data-testid="footer-add"
        >
          {t('footer.add')}
        </Button>
      </div>
      <PageTable<Row, FooterFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
