import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface SectionProps {
  title: ReactNode;
  /** The list this card sums up (its "more" link). */
  moreTo?: string;
  /** A control beside the title (a period switch). */
  extra?: ReactNode;
  /** Controls above the body, shown in every state (a switch that may lead to an empty period). */
  toolbar?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Nothing to show yet (no orders, no tasks). */
  isEmpty?: boolean;
  emptyText?: string;
  testId: string;
  children: ReactNode;
}

/** A dashboard card with its loading, error (with retry) and empty states. */
export function Section({
  title,
  moreTo,
  extra,
  toolbar,
  query,
  isEmpty,
  emptyText,
  testId,
  children,
}: SectionProps) {
  const { t } = useTranslation(['statistics', 'common']);
  const more = moreTo ? (
    <Link to={moreTo} data-testid={`${testId}-more`}>
      {t('statistics:more')}
    </Link>
  ) : null;
  let body: ReactNode = children;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={t('statistics:loadFailed')}
        description={query.error instanceof Error ? query.error.message : undefined}
        action={
          <Button size="small" onClick={() => query.refetch()}>
            {t('common:actions.refresh')}
          </Button>
        }
      />
    );
  } else if (isEmpty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Card
      title={title}
      extra={
        <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
          {extra}
          {more}
        </span>
      }
      style={{ height: '100%' }}
      data-testid={testId}
    >
      {toolbar ? <div style={{ marginBottom: 12 }}>{toolbar}</div> : null}
      {body}
    </Card>
  );
}
