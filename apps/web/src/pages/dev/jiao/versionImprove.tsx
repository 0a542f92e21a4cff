import { Result } from 'antd';
import { useSearchParams } from 'react-router';
import { VersionForm } from '../../../features/goods-versions/components/version-form';
import { idFrom } from '../../../features/goods-versions/paths';

/** Hidden menu url dev/jiao/versionImprove?baseId=: a new version of an API good from an existing one. */
export function Page() {
  const baseId = idFrom(useSearchParams()[0].get('baseId'));
  if (!baseId) return <Result status="404" />;
  return <VersionForm key={baseId} mode="improve" baseId={baseId} variant="jiao" />;
}
