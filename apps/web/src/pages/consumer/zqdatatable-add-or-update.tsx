import { useSearchParams } from 'react-router';
import { TableRegistrationForm } from '../../features/connections/components/table-registration-form';

/** Hidden menu url consumer/zqdatatable-add-or-update[?id=|?connectionId=]: register or edit a table. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const connectionId = params.get('connectionId') ?? '';
  return (
    <TableRegistrationForm
      key={id || connectionId}
      id={/^\d+$/.test(id) ? id : undefined}
      connectionId={/^\d+$/.test(connectionId) ? connectionId : undefined}
      base="consumer"
    />
  );
}
