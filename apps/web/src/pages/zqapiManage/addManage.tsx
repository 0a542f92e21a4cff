import { StandardApiForm } from '../../features/standard-api/components/api-form';

/** Hidden menu url zqapiManage/addManage (operator). */
export function Page() {
  return <StandardApiForm />;
}
