import { ExperimentOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GATEWAY_TEST_PATHS } from '../paths';

/** The operator's row action to test an API good through the gateway (operate/gwTestOperate). */
export function GatewayTestLink({ itemId, name }: { itemId: string; name: string }) {
  const { t } = useTranslation('gatewayTest');
  const navigate = useNavigate();
  return (
    <Button
      type="link"
      size="small"
      icon={<ExperimentOutlined />}
      onClick={() => navigate(GATEWAY_TEST_PATHS.operator(itemId))}
      data-testid={`item-gw-test-${name}`}
    >
      {t('operator.action')}
    </Button>
  );
}
