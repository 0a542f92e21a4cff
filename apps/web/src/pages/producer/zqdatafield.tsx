import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../features/access/api/permissions';
import { FieldList } from '../../features/assets/components/field-list';
import { idParam } from '../../features/assets/paths';
import { fieldPermissions } from '../../features/assets/status';

/** Hidden menu url producer/zqdatafield[?id=&tableId=] (source data): the data dictionary, by dataField:zqdatafield:*. */
export function Page() {
  const [params] = useSearchParams();
  const held = usePermissions();
  if (held.isPending) return <Skeleton active />;
  return (
    <FieldList
      id={idParam(params.get('id'))}
      tableId={idParam(params.get('tableId'))}
      permissions={fieldPermissions(held.data)}
    />
  );
}
