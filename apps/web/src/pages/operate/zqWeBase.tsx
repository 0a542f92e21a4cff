import { LedgerConsole } from '../../features/evidence/components/ledger-console';

/** Menu url operate/zqWeBase: blockchain management, the evidence ledger's console. */
export function Page() {
  return <LedgerConsole />;
}
