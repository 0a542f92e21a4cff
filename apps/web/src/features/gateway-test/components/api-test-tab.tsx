import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GATEWAY_TEST_PATHS } from '../paths';

function TabLabel() {
  const { t } = useTranslation('gatewayTest');
  return <>{t('tab.label')}</>;
}

function TabBody({ itemId }: { itemId: string }) {
  const { t } = useTranslation('gatewayTest');
  return (
    <Space direction="vertical">
      <span>{t('tab.intro')}</span>
      <Link to={GATEWAY_TEST_PATHS.mall(itemId)}>
        <Button type="primary" icon={<ExperimentOutlined />} data-testid="api-open-test">
          {t('tab.open')}
        </Button>
      </Link>
    </Space>
  );
}

/** The "test" tab of an API good's mall detail: what the sandbox is, and the way to /dataapp/gwTest. */
export function ApiTestTab(item: { id: string }): { key: string; label: ReactNode; children: ReactNode } {
  return { key: 'apiTest', label: <TabLabel />, children: <TabBody itemId={item.id} /> };
}
