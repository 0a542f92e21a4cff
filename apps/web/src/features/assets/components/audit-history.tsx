import { useTranslation } from 'react-i18next';
import { ReviewFlows } from '../../../shared/ui/review-flows';
import { useAuditFlows } from '../api/sources';

/** Review history of an asset (queryAuditFlows): each submission with its decision and steps. */
export function AuditHistory({ sourceId }: { sourceId: string }) {
  const { t } = useTranslation('assets');
  return (
    <ReviewFlows
      flows={useAuditFlows(sourceId)}
      heading={(flow) => <span>{t('reviews.submission', { version: flow.version })}</span>}
      emptyText={t('reviews.empty')}
      data-testid="audit-history"
    />
  );
}
