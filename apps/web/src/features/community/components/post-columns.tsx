import type { community } from '@datamall/contract';
import { Space, type TableColumnType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { hasReason, PostStatus } from '../labels';
import { CategoryTag, PostStatusTag } from './parts';

/** What the author's and the operator's tables show of an article or a column. */
interface PostRow {
  id: string;
  title: string;
  status: number;
  reason: string;
  updateDate: string;
}

/** The status tag and, for a rejected or taken-down item, the reason under it. */
export function StatusWithReason({ status, reason }: { status: number; reason: string }) {
  const { t } = useTranslation('community');
  return (
    <Space direction="vertical" size={2}>
      <PostStatusTag status={status} />
      {hasReason({ status, reason }) ? (
        <Typography.Paragraph
          type="danger"
          style={{ fontSize: 12, maxWidth: 220, margin: 0 }}
          ellipsis={{ rows: 3, tooltip: reason }}
          data-testid="community-reason"
        >
          {t(status === PostStatus.TAKEN_DOWN ? 'mine.takenDownReason' : 'mine.rejectedReason', { reason })}
        </Typography.Paragraph>
      ) : null}
    </Space>
  );
}

/** The title, linking to the public page while published. */
export function titleColumn<T extends PostRow>(title: string, publicPath: (id: string) => string) {
  return {
    key: 'title',
    title,
    dataIndex: 'title',
    width: 240,
    ellipsis: true,
    render: (value: string, row: T) =>
      row.status === PostStatus.PUBLISHED ? (
        <Link to={publicPath(row.id)} target="_blank">
          {value}
        </Link>
      ) : (
        value
      ),
  } satisfies TableColumnType<T>;
}

/** Category and column of an article. */
export function placementColumns(t: TFunction): TableColumnType<community.ArticleSummary>[] {
  return [
    {
      key: 'category',
      title: t('community:fields.category'),
      dataIndex: 'category',
      render: (value: community.Category) => <CategoryTag category={value} />,
    },
    {
      key: 'column',
      title: t('community:fields.column'),
      dataIndex: 'columnTitle',
      render: (v: string | null) => v ?? '-',
    },
  ];
}

/** Status (with the reason), last change and the row's actions: the right end of both tables. */
export function statusColumns<T extends PostRow>(
  t: TFunction,
  actions: (row: T) => ReactNode,
  counts: TableColumnType<T>[],
): TableColumnType<T>[] {
  return [
    {
      key: 'status',
      title: t('community:fields.status'),
      dataIndex: 'status',
      render: (_v, row) => <StatusWithReason status={row.status} reason={row.reason} />,
    },
    ...counts,
    {
      key: 'updateDate',
      title: t('community:fields.updateDate'),
      dataIndex: 'updateDate',
      render: (value: string) => formatDateTime(value),
    },
    { key: 'actions', title: t('table:actions'), fixed: 'right', render: (_v, row) => actions(row) },
  ];
}
