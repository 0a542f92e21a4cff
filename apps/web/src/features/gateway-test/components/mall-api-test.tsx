import { ApiOutlined, LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginUrl } from '../../../shared/public-paths';
import { session } from '../../../shared/session';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { mallTesterOf } from '../testers';
import { type BodySkeleton, GatewayTester } from './gateway-tester';

export interface MallApiTestProps {
  itemId: string;
  itemName: string;
  /** The good's developer (the mall detail's `shop.ownerId`). */
  ownerId: string;
  /** The good's detail page in the mall. */
  detailHref: string;
  bodySkeleton?: BodySkeleton;
}

/**
 * /dataapp/gwTest for an API good: a logged-in consumer (test type 1), the good's developer (2) or the operator
 * (3) tries its interfaces through the gateway with a sandbox key; visitors are asked to log in first.
 */
export function MallApiTest({ itemId, itemName, ownerId, detailHref, bodySkeleton }: MallApiTestProps) {
  const { t } = useTranslation('gatewayTest');
  const location = useLocation();
  usePageTitle(t('mall.title'));
  const tester = mallTesterOf(session.getRoleType(), session.getUser()?.id, ownerId, session.hasToken());

  const head = (
    <div style={{ marginBottom: 20 }}>
      <h1 style={{ margin: '0 0 6px', fontSize: 26 }}>
        <ApiOutlined /> {t('mall.title')}
      </h1>
      <Link to={detailHref} data-testid="gw-test-good">
        {itemName}
      </Link>
    </div>
  );

  if (tester === 'login') {
    return (
      <div data-testid="gw-test-login">
        {head}
        <Card>
          <Result
            status="info"
            title={t('mall.loginTitle')}
            subTitle={t('mall.loginHint')}
            extra={
              <Link to={loginUrl(`${location.pathname}${location.search}`)}>
                <Button type="primary" icon={<LoginOutlined />}>
                  {t('mall.login')}
                </Button>
              </Link>
            }
          />
        </Card>
      </div>
    );
  }
  if (tester === 'supplier' || tester === 'otherDeveloper') {
    return (
      <div data-testid="gw-test-refused">
        {head}
        <Card>
          <Result status="info" title={t('mall.notForYou')} subTitle={t(`mall.${tester}`)} />
        </Card>
      </div>
    );
  }
  return (
    <div data-testid="gw-test-api">
      {head}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t(`mall.intro.${tester}`)}
        description={<Typography.Text type="secondary">{t('mall.freeNote')}</Typography.Text>}
      />
      <GatewayTester itemId={itemId} source="mall" bodySkeleton={bodySkeleton} />
    </div>
  );
}
