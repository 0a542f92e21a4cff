import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { AddSchemasStep } from '../../features/connections/components/register-wizard';

/** Hidden menu url producer/zqdatalink-add-schemas?id=: register tables, step 1 (schemas). */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return /^\d+$/.test(id) ? <AddSchemasStep key={id} id={id} /> : <Result status="404" />;
}
