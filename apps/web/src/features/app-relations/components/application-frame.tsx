import { Card, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { idParam } from '../../../shared/id-param';
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

export interface ApplicationPageProps {
  page: RelationPage;
  /** Keys of the appRelations texts: the card's title and the line under the application's name. */
  titleKey: string;
  introKey: string;
  /** The page's content for the application of `?id=`. */
  children: (itemId: string) => ReactNode;
}

/** A hidden developer page about the application of `?id=` (404 without a valid id), in its frame. */
export function ApplicationPage({ page, titleKey, introKey, children }: ApplicationPageProps) {
  const { t } = useTranslation('appRelations');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return (
    <ApplicationFrame itemId={id} page={page} title={t(titleKey)} intro={t(introKey)}>
      {children(id)}
    </ApplicationFrame>
  );
}
