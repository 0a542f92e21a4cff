import { DefinitionList } from '../../features/workflow/components/definition-list';

/** Menu url flow/model: deployed process definitions and new versions. */
export function Page() {
  return <DefinitionList />;
}
