import { Result } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { VersionList } from '../../features/goods-versions/components/version-list';
import { idFrom } from '../../features/goods-versions/paths';

/** Hidden menu url operate/zqOperateLink?itemId=: the versions of an API good or data application, read-only. */
export function Page() {
  const itemId = idFrom(useSearchParams()[0].get('itemId'));
  const navigate = useNavigate();
  // Opened from a good's detail: back there; opened directly: the operator's API goods.
  const cameFromPage = useLocation().key !== 'default';
  if (!itemId) return <Result status="404" />;
  return (
    <VersionList
      key={itemId}
      itemId={itemId}
      variant="operator"
      onBack={() => (cameFromPage ? navigate(-1) : navigate('/operate-zqOperateDataLink'))}
    />
  );
}
