import { ArrowLeftOutlined } from '@ant-design/icons';
import { goods } from '@datamall/contract';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useApiGood } from '../api/api-good';
import { type BodySkeleton, GatewayTester } from './gateway-tester';

/** operate/gwTestOperate?itemId=: the operator tries any API good through the gateway (test type 3). */
export function OperatorApiTest({ itemId, bodySkeleton }: { itemId: string; bodySkeleton?: BodySkeleton }) {
  const { t } = useTranslation(['gatewayTest', 'common']);
  const navigate = useNavigate();
  const good = useApiGood(itemId);

  if (good.isPending) {
    return (
      <Card data-testid="gw-operate-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (good.isError || good.data.itemType !== goods.ItemType.API) {
    return (
      <Card data-testid="gw-operate-failed">
        <Result
          status="warning"
          title={good.isError ? t('operator.loadFailed') : t('operator.notApi')}
          subTitle={good.isError ? errorText(good.error) : undefined}
          extra={<Button onClick={() => navigate(-1)}>{t('common:actions.back')}</Button>}
        />
      </Card>
    );
  }
  return (
    <Card
      data-testid="gw-operate"
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(-1)}
            aria-label={t('common:actions.back')}
          />
          <span>{t('operator.title')}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {good.data.name} · {good.data.ownerName}
          </Typography.Text>
        </Space>
      }
    >
      <Alert type="info" showIcon message={t('operator.intro')} style={{ marginBottom: 16 }} />
      <GatewayTester itemId={itemId} source="owner" bodySkeleton={bodySkeleton} />
    </Card>
  );
}
