import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { VersionList } from '../../features/goods-versions/components/version-list';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url dev/zqgoodversion?itemId=: versions of a data application. */
export function Page() {
  const itemId = idFrom(useSearchParams()[0].get('itemId'));
  if (!itemId) return <Result status="404" />;
  return <VersionList key={itemId} itemId={itemId} variant="dev" />;
}
