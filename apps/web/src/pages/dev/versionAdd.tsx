import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { VersionForm } from '../../features/goods-versions/components/version-form';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url dev/versionAdd?itemId=: adds a version to a data application. */
export function Page() {
  const itemId = idFrom(useSearchParams()[0].get('itemId'));
  if (!itemId) return <Result status="404" />;
  return <VersionForm key={itemId} mode="add" itemId={itemId} variant="dev" />;
}
