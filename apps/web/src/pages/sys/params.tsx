import { ParamsList } from '../../features/settings/components/params-list';

/** Menu url sys/params: parameters, with the platform's tunables. */
export function Page() {
  return <ParamsList />;
}
