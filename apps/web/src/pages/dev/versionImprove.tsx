import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { VersionForm } from '../../features/goods-versions/components/version-form';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url dev/versionImprove?baseId=: a new version of a data application from an existing one. */
export function Page() {
  const baseId = idFrom(useSearchParams()[0].get('baseId'));
  if (!baseId) return <Result status="404" />;
  return <VersionForm key={baseId} mode="improve" baseId={baseId} variant="dev" />;
}
