import { enumLabel } from '@datamall/contract';
import { Alert, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { useRefund } from '../api/refunds';
import { idParam } from '../paths';
import { RefundStatusTag } from './bits';

/**
 * Business form of the `refund` review on the task page: the order, the amount that would be restored to the
 * consumer (and reversed from the seller and the commission), the reason.
 */
export function RefundReviewForm({ task }: { task: { businessKey: string } }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const id = idParam(task.businessKey);
  const refund = useRefund(id);
  if (!id) return <Alert type="error" showIcon message={t('refund.badKey')} />;
  if (refund.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (refund.isError) {
    return (
      <Alert type="error" showIcon message={t('refund.loadFailed')} description={errorText(refund.error)} />
    );
  }
  const row = refund.data;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="refund-review">
      <Descriptions.Item label={t('fields.orderNo')}>{row.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('fields.item')}>{row.itemName}</Descriptions.Item>
      <Descriptions.Item label={t('fields.consumer')}>{row.consumerName}</Descriptions.Item>
      <Descriptions.Item label={t('refund.amount')}>
        <MoneyText value={row.amount} />
      </Descriptions.Item>
      <Descriptions.Item label={t('refund.reasonType')}>
        {enumLabel('reasonType', row.reasonType, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <RefundStatusTag status={row.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('refund.reason')} span={2}>
        {row.reason || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('refund.requestedAt')}>{formatDateTime(row.createDate)}</Descriptions.Item>
      <Descriptions.Item label={t('refund.effect')}>{t('refund.effectText')}</Descriptions.Item>
    </Descriptions>
  );
}
