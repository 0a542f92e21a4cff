import { BankCardForm } from '../../features/billing/components/bank-card-form';
import { currentViewer } from '../../features/billing/components/bits';

/** Hidden menu url admin-user/zquserbankcard-add-or-update: the seller's payout bank account. */
export function Page() {
  return <BankCardForm viewer={currentViewer()} />;
}
