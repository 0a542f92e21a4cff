import { DictTypeList } from '../../features/settings/components/dict-type-list';

/** Menu url sys/dict-type: dictionaries, their items in a drawer. */
export function Page() {
  return <DictTypeList />;
}
