import { useTranslation } from 'react-i18next';
import { BillLineList } from '../../features/billing/components/bill-line-list';
import { currentViewer } from '../../features/billing/components/bits';

const SCOPE = { consumer: 'customer', seller: 'user', operator: 'operate' } as const;

/** Menu url order/zqbusiorder: transaction bills (a seller's income lines net of commission). */
export function Page() {
  const { t } = useTranslation('billing');
  return <BillLineList scope={SCOPE[currentViewer()]} title={t('titles.transactions')} />;
}
