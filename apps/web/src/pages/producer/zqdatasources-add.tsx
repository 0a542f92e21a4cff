import { AssetWizard } from '../../features/assets/components/asset-wizard';

/** Hidden menu url producer/zqdatasources-add: register a new asset (connection, tables, information). */
export function Page() {
  return <AssetWizard mode="create" />;
}
