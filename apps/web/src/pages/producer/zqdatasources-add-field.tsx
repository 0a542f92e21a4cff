import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../features/access/api/permissions';
import { DictionaryPage } from '../../features/assets/components/dictionary-page';
import { idParam } from '../../features/assets/paths';
import { fieldPermissions } from '../../features/assets/status';

/** Hidden menu url producer/zqdatasources-add-field?id=&tableId=: edit the dictionary of one table. */
export function Page() {
  const [params] = useSearchParams();
  const permissions = fieldPermissions(usePermissions().data);
  const id = idParam(params.get('id'));
  if (!id) return <Result status="404" />;
  return <DictionaryPage id={id} tableId={idParam(params.get('tableId'))} permissions={permissions} />;
}
