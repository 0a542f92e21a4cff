import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { FieldDetails } from '../../features/connections/components/field-details';

/** Hidden menu url producer/zqdatalink-info-field?id=&schema=&table=[&field=]: the fields of one table in detail. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const schema = params.get('schema') ?? '';
  const table = params.get('table') ?? '';
  if (!/^\d+$/.test(id) || !schema || !table) return <Result status="404" />;
  return (
    <FieldDetails
      key={`${id}.${schema}.${table}`}
      id={id}
      schema={schema}
      table={table}
      field={params.get('field') ?? undefined}
    />
  );
}
