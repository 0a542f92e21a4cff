import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReviewFlows } from '../../../shared/ui/review-flows';
import { useItemAuditFlows } from '../api/items';

/** queryItemAuditFlows: every review of the good and of its SKUs and prices, with their steps. */
export function AuditFlows({ itemId }: { itemId: string }) {
  const { t } = useTranslation('goods');
  return (
    <ReviewFlows
      flows={useItemAuditFlows(itemId)}
      heading={(flow) => (
        <>
          <Tag color="blue" bordered={false}>
            {t(`process.${flow.processKey}`, flow.processKey)}
          </Tag>
          <span>{flow.objectName}</span>
        </>
      )}
      emptyText={t('reviews.empty')}
      flowProps={(flow) => ({ 'data-testid': 'audit-flow', 'data-key': flow.processKey })}
      data-testid="audit-flows"
    />
  );
}
