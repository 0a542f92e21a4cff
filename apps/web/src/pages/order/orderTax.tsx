import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentViewer } from '../../features/billing/components/bits';
import { InvoiceApplyForm } from '../../features/billing/components/invoice-apply-form';
import { idsParam } from '../../features/billing/paths';

/** Hidden menu url order/orderTax?ids=: the consumer applies for an invoice over settled statements. */
export function Page() {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  if (currentViewer() !== 'consumer') return <Result status="403" title={t('invoiceForm.consumersOnly')} />;
  return <InvoiceApplyForm statementIds={idsParam(params.get('ids'))} />;
}
