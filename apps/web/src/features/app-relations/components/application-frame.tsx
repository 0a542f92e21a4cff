import { Card, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { useMyApplication } from '../api/app-relations';
import { RelationLinks, type RelationPage } from './relation-links';

export interface ApplicationFrameProps {
  itemId: string;
  page: RelationPage;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A page about one of the developer's applications: its name under the title, links to the other pages about
 * its related data; a skeleton while it loads and the server's reason when it cannot be read (another
 * developer's application answers 404).
 */
export function ApplicationFrame({ itemId, page, title, intro, children }: ApplicationFrameProps) {
  const { t } = useTranslation('appRelations');
  const app = useMyApplication(itemId);
  if (app.isPending) {
    return (
      <Card data-testid="relation-frame-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (app.isError) {
    return <Result status="404" title={errorText(app.error)} data-testid="relation-frame-error" />;
  }
  return (
    <Card
      title={title}
      extra={<RelationLinks itemId={itemId} current={page} />}
      data-testid={`relation-page-${page}`}
    >
      <Typography.Paragraph strong>{t('app.heading', { name: app.data.name })}</Typography.Paragraph>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      {children}
    </Card>
  );
}
