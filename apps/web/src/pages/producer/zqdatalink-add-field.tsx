import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AddFieldStep } from '../../features/connections/components/register-wizard';
import { parseListParam } from '../../features/connections/paths';

/** Hidden menu url producer/zqdatalink-add-field?id=&tables=[[schema,table],…]: register tables, step 3 (fields). */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const tables = parseListParam<[string, string]>(params.get('tables')).filter(Array.isArray);
  if (!/^\d+$/.test(id) || tables.length === 0) return <Result status="404" />;
  return <AddFieldStep key={`${id}:${JSON.stringify(tables)}`} id={id} tables={tables} />;
}
