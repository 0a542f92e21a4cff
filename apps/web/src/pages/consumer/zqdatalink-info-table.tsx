import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { TableColumns } from '../../features/connections/components/table-columns';

/** Hidden menu url consumer/zqdatalink-info-table?id=&schema=&table=: the columns of one table. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const schema = params.get('schema') ?? '';
  const table = params.get('table') ?? '';
  if (!/^\d+$/.test(id) || !schema || !table) return <Result status="404" />;
  return <TableColumns id={id} schema={schema} table={table} base="consumer" />;
}
