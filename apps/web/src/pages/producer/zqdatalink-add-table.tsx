import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AddTableStep } from '../../features/connections/components/register-wizard';
import { parseListParam } from '../../features/connections/paths';

/** Hidden menu url producer/zqdatalink-add-table?id=&schemas=[…]: register tables, step 2 (tables). */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const schemas = parseListParam<string>(params.get('schemas')).filter((s) => typeof s === 'string');
  if (!/^\d+$/.test(id) || schemas.length === 0) return <Result status="404" />;
  return <AddTableStep key={`${id}:${schemas.join(',')}`} id={id} schemas={schemas} />;
}
