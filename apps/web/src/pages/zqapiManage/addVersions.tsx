import { Result } from 'antd';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { StandardApiVersionForm } from '../../features/standard-api/components/version-form';
import { idFrom } from '../../features/standard-api/paths';

/** The schema editor of item interfaces, loaded with this page only. */
const SchemaEditor = lazy(() => import('../../features/interfaces/schema-editor/schema-editor'));

/** Hidden menu url zqapiManage/addVersions?apiId= (operator). */
export function Page() {
  const apiId = idFrom(useSearchParams()[0].get('apiId'));
  if (!apiId) return <Result status="404" />;
  return <StandardApiVersionForm key={apiId} apiId={apiId} SchemaEditor={SchemaEditor} />;
}
