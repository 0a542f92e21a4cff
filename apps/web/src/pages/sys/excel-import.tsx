import { ExcelImportConsole } from '../../features/excel-import/components/excel-import-console';

/** Menu url sys/excel-import: Excel import of accounts, categories and tags. */
export function Page() {
  return <ExcelImportConsole />;
}
