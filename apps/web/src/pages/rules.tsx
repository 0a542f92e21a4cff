import { RulesPage } from '../features/content/mall/rules';

/** /rules?scode=: platform rules, tabs chosen by scode. */
export function Page() {
  return <RulesPage />;
}
