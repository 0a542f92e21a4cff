import { useTranslation } from 'react-i18next';
import { currentViewer } from '../../features/billing/components/bits';
import { InvoiceList } from '../../features/billing/components/invoice-list';
import { StatementList } from '../../features/billing/components/statement-list';

/**
 * Menu url order/tax: invoices. Suppliers and developers upload their invoice on confirmed statements (for the
 * payout); consumers see the invoices they applied for; the operator issues them.
 */
export function Page() {
  const { t } = useTranslation('billing');
  const viewer = currentViewer();
  if (viewer === 'seller') {
    return (
      <StatementList
        party="seller"
        viewer="seller"
        title={t('titles.sellerInvoices')}
        testId="seller-invoices"
      />
    );
  }
  return <InvoiceList viewer={viewer} title={t('titles.invoices')} />;
}
