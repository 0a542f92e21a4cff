import { NewEnergyLanding } from '../features/archives/components/new-energy';

/** /newEnergy (standalone): new-energy vehicle queries. */
export function Page() {
  return <NewEnergyLanding />;
}
