import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { StandardApiForm } from '../../features/standard-api/components/api-form';
import { idFrom } from '../../features/standard-api/paths';

/** Hidden menu url zqapiManage/editManage?id= (operator). */
export function Page() {
  const id = idFrom(useSearchParams()[0].get('id'));
  if (!id) return <Result status="404" />;
  return <StandardApiForm key={id} id={id} />;
}
