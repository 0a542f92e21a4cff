import { NewEnergyQuery } from '../../features/archives/components/new-energy';

/** /newEnergy/query (standalone): the new-energy query and its report. */
export function Page() {
  return <NewEnergyQuery />;
}
