import { PlusOutlined } from '@ant-design/icons';
import { content } from '@datamall/contract';
import { Button, Card, Form, Input, Select, Space, type TableProps, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { notify } from '../../../shared/notify';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';
import { PageTable, usePageTable } from '../../../shared/ui/page-table';
import {
  type ArticleFilter,
  articlePageKey,
  fetchArticlePage,
  useChannelTree,
  useDeleteArticles,
  usePublishArticles,
} from '../api/admin';
import { articleHref, channelOptions, LANG_NAMES, LANG_OPTIONS } from '../labels';
import { contentPaths } from '../paths';

type Row = content.ArticleSummary;

/** operate/content/article: every article of every channel and language, with publish, edit and delete. */
export function ArticleList() {
  const { t } = useTranslation(['content', 'common', 'table']);
  const navigate = useNavigate();
  const channels = useChannelTree();
  const [selected, setSelected] = useState<string[]>([]);
  const table = usePageTable<Row, ArticleFilter>({ queryKey: articlePageKey, fetcher: fetchArticlePage });
  const publisher = usePublishArticles();
  const remover = useDeleteArticles();

  const fail = (error: unknown) => {
    const text = errorText(error);
    if (text) notify.error(text);
  };

  const setStatus = (ids: string[], status: 0 | 1) =>
    publisher.mutate(
      { ids, status },
      {
        onSuccess: () => {
          notify.success(status === 1 ? t('article.published') : t('article.withdrawn'));
          setSelected([]);
        },
        onError: fail,
      },
    );

  const handleDelete = (ids: string[], title?: string) =>
    notify.confirm({
      title: t('article.deleteTitle'),
      content: title ? t('article.deleteOne', { title }) : t('article.deleteMany', { count: ids.length }),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      danger: true,
      okTestId: 'article-delete-confirm',
      onOk: () =>
        remover.mutateAsync(ids).then(() => {
          notify.success(t('article.deleted'));
          setSelected([]);
          table.afterDelete(ids.length);
        }, fail),
    });

  const columns: TableProps<Row>['columns'] = [
    {
      key: 'title',
      title: t('fields.title'),
      dataIndex: 'title',
      render: (value: string, row) =>
        row.status === 1 ? (
          <Link to={articleHref(row)} target="_blank">
            {value}
          </Link>
        ) : (
          value
        ),
    },
    { key: 'channelName', title: t('fields.channel'), dataIndex: 'channelName' },
    {
      key: 'lang',
      title: t('fields.lang'),
      dataIndex: 'lang',
      render: (value: Row['lang']) => LANG_NAMES[value],
    },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      render: (value: number, row) => (
        <Space size={4}>
          {value === 1 ? (
            <Tag color="success">{t('articleStatus.1')}</Tag>
          ) : (
            <Tag color="processing">{t('articleStatus.0')}</Tag>
          )}
          {row.isTop === 1 && <Tag color="gold">{t('fields.isTop')}</Tag>}
        </Space>
      ),
    },
    { key: 'visits', title: t('fields.visits'), dataIndex: 'visits', sorter: false },
    {
      key: 'publishDate',
      title: t('fields.publishDate'),
      dataIndex: 'publishDate',
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('table:actions'),
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(contentPaths.articleEdit(row.id))}>
            {t('common:actions.edit')}
          </Button>
          {row.status === 1 ? (
            <Button
              type="link"
              size="small"
              onClick={() => setStatus([row.id], 0)}
              data-testid={`withdraw-${row.id}`}
            >
              {t('article.withdraw')}
            </Button>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => setStatus([row.id], 1)}
              data-testid={`publish-${row.id}`}
            >
              {t('article.publish')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => handleDelete([row.id], row.title)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="article-list">
      <ListFiltersBar<ArticleFilter> testId="article-filters" onSearch={(values) => table.search(values)}>
        <Form.Item name="scode" label={t('fields.channel')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            style={{ width: 220 }}
            loading={channels.isLoading}
            treeData={channelOptions(channels.data ?? [])}
            data-testid="article-filter-channel"
          />
        </Form.Item>
        <Form.Item name="lang" label={t('fields.lang')}>
          <Select allowClear style={{ width: 130 }} options={LANG_OPTIONS} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[0, 1].map((value) => ({ value, label: t(`articleStatus.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('fields.title')}>
          <Input
            allowClear
            maxLength={zodMaxLength(content.zArticleFilter, 'keyword')}
            style={{ width: 180 }}
            data-testid="article-filter-keyword"
          />
        </Form.Item>
      </ListFiltersBar>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(contentPaths.articleEdit())}
          data-testid="article-add"
        >
          {t('article.add')}
        </Button>
        <Button disabled={!selected.length} onClick={() => setStatus(selected, 1)}>
          {t('article.publishSelected')}
        </Button>
        <Button disabled={!selected.length} onClick={() => setStatus(selected, 0)}>
          {t('article.withdrawSelected')}
        </Button>
        <Button
          danger
          onClick={() =>
            selected.length ? handleDelete(selected) : notify.warning(t('actions.selectFirst'))
          }
        >
          {t('article.deleteSelected')}
        </Button>
      </Space>
      <PageTable<Row, ArticleFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        data-testid="article-table"
      />
    </Card>
  );
}
