import { PlusOutlined } from '@ant-design/icons';
import type { community } from '@datamall/contract';
import { Alert, Button, Card, Space, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { PageTable, type PageTableState, usePageTable } from '../../../shared/ui/page-table';
import { myArticlesKey, myColumnsKey } from '../api/keys';
import {
  fetchMyArticles,
  fetchMyColumns,
  type OwnFilter,
  type PostCommand,
  type PostKind,
  usePostCommand,
} from '../api/mine';
import { placementColumns, statusColumns, titleColumn } from '../components/post-columns';
import { PostFilters, PostKindTabs } from '../components/post-lists';
import { type PostAction, postActions } from '../labels';
import { communityPaths } from '../paths';

/** The action buttons a status allows (see `postActions`), wired to the calls. */
function useRowActions<T extends { id: string; title: string; status: number }>(
  kind: PostKind,
  table: PageTableState<T, OwnFilter>,
) {
  const { t } = useTranslation(['community', 'common']);
  const navigate = useNavigate();
  const command = usePostCommand();

  const run = (row: T, name: PostCommand) =>
    command.mutateAsync({ kind, command: name, id: row.id }).then(
      () => {
        notify.success(t(`mine.done.${name}`));
        if (name === 'delete') table.afterDelete(1);
      },
      (error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      },
    );

  const handle: Record<PostAction, (row: T) => void> = {
    view: (row) =>
      window.open(
        kind === 'article' ? communityPaths.article(row.id) : communityPaths.column(row.id),
        '_blank',
      ),
    edit: (row) =>
      navigate(kind === 'article' ? communityPaths.articleEdit(row.id) : communityPaths.columnEdit(row.id)),
    submit: (row) => void run(row, 'submit'),
    withdraw: (row) =>
      notify.confirm({
        title: t('mine.withdrawTitle'),
        content: t('mine.withdrawText', { title: row.title }),
        okText: t('common:actions.ok'),
        cancelText: t('common:actions.cancel'),
        okTestId: 'community-withdraw-confirm',
        onOk: () => run(row, 'withdraw'),
      }),
    delete: (row) =>
      notify.confirm({
        title: t('mine.deleteTitle'),
        content: t(kind === 'article' ? 'mine.deleteArticle' : 'mine.deleteColumn', { title: row.title }),
        okText: t('common:actions.ok'),
        cancelText: t('common:actions.cancel'),
        danger: true,
        okTestId: 'community-delete-confirm',
        onOk: () => run(row, 'delete'),
      }),
  };

  return (row: T) => (
    <Space size={0} wrap>
      {postActions(row.status).map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={action === 'delete'}
          onClick={() => handle[action](row)}
          data-testid={`community-${action}-${row.id}`}
        >
          {t(`mine.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}

function Filters({ testId, onSearch }: { testId: string; onSearch: (values: OwnFilter) => void }) {
  return <PostFilters<OwnFilter> testId={testId} onSearch={onSearch} keyword={{ width: 200 }} />;
}

function MyArticles() {
  const { t } = useTranslation(['community', 'table']);
  const navigate = useNavigate();
  const table = usePageTable<community.ArticleSummary, OwnFilter>({
    queryKey: myArticlesKey,
    fetcher: fetchMyArticles,
  });
  const actions = useRowActions('article', table);
  const columns: TableProps<community.ArticleSummary>['columns'] = [
    titleColumn(t('fields.title'), communityPaths.article),
    ...placementColumns(t),
    ...statusColumns(t, actions, [{ key: 'views', title: t('fields.views'), dataIndex: 'views' }]),
  ];
  return (
    <>
      <Filters testId="community-article-filters" onSearch={table.search} />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ marginBottom: 16 }}
        onClick={() => navigate(communityPaths.articleEdit())}
        data-testid="community-article-add"
      >
        {t('mine.newArticle')}
      </Button>
      <PageTable<community.ArticleSummary, OwnFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 960 }}
        data-testid="community-my-articles"
      />
    </>
  );
}

function MyColumns() {
  const { t } = useTranslation(['community', 'table']);
  const navigate = useNavigate();
  const table = usePageTable<community.Column, OwnFilter>({
    queryKey: myColumnsKey,
    fetcher: fetchMyColumns,
  });
  const actions = useRowActions('column', table);
  const columns: TableProps<community.Column>['columns'] = [
    titleColumn(t('fields.columnTitle'), communityPaths.column),
    { key: 'summary', title: t('fields.summary'), dataIndex: 'summary', ellipsis: true, width: 260 },
    ...statusColumns(t, actions, [
      { key: 'articleCount', title: t('fields.articleCount'), dataIndex: 'articleCount' },
    ]),
  ];
  return (
    <>
      <Filters testId="community-column-filters" onSearch={table.search} />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        style={{ marginBottom: 16 }}
        onClick={() => navigate(communityPaths.columnEdit())}
        data-testid="community-column-add"
      >
        {t('mine.newColumn')}
      </Button>
      <PageTable<community.Column, OwnFilter>
        table={table}
        rowKey="id"
        columns={columns}
        scroll={{ x: 960 }}
        data-testid="community-my-columns"
      />
    </>
  );
}

/** dev/community: the developer's articles and columns in every status, with the actions each status allows. */
export function MyCommunity() {
  const { t } = useTranslation('community');
  return (
    <Card data-testid="community-mine">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('mine.hint')} />
      <PostKindTabs testIdPrefix="community-tab" articles={<MyArticles />} columns={<MyColumns />} />
    </Card>
  );
}
