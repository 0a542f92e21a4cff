import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GrantList } from '../../../features/assets/components/grant-list';
import { GrantedDataBrowser } from '../../../features/assets/components/granted-data-browser';

/**
 * Menu url consumer/permissions/index (asset permission management): the assets I may use, with validity, and the
 * way into the privacy-computing workbench (/private) that computes on them; `?grantId=` browses and queries the
 * tables of one of them.
 */
export function Page() {
  const { t } = useTranslation('assets');
  const [params, setParams] = useSearchParams();
  const grantId = params.get('grantId');
  if (grantId && /^\d+$/.test(grantId)) {
    return <GrantedDataBrowser key={grantId} grantId={grantId} onBack={() => setParams({})} />;
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        data-testid="private-workbench-hint"
        message={t('grants.privateHint')}
        action={
          <Link to="/private" data-testid="private-workbench-link">
            {t('grants.privateLink')}
          </Link>
        }
      />
      <GrantList mode="consumer" onBrowse={(id) => setParams({ grantId: id })} />
    </Space>
  );
}
