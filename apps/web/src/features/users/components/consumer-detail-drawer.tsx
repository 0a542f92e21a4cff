import { AccountBookOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../../shared/ui/money-text';
import { useConsumerDetail } from '../api/query-consumer-detail';
import { creditUsed } from '../quota';
import { AccountDetailDrawer } from './account-detail-drawer';

/** The consumer's credit ledger (hidden personal page; the operator passes the user). */
export const quotaLedgerPath = (userId: string) =>
  `/admin-user-zquserquotadetailed?userId=${encodeURIComponent(userId)}`;

export interface ConsumerDetailDrawerProps {
  /** The consumer to show; undefined closes the drawer. */
  userId: string | undefined;
  onClose: () => void;
  onAdjust: (consumer: { id: string; username: string }) => void;
}

/** A consumer: account data plus credit limit, available and used credit, with the quota actions. */
export function ConsumerDetailDrawer({ userId, onClose, onAdjust }: ConsumerDetailDrawerProps) {
  const { t } = useTranslation('users');
  return (
    <AccountDetailDrawer
      open={Boolean(userId)}
      onClose={onClose}
      title={t('consumer.detailTitle')}
      accountTitle={t('consumer.account')}
      detail={useConsumerDetail(userId)}
      data-testid="consumer-drawer"
    >
      {(user) => (
        <Card
          size="small"
          title={t('consumer.credit')}
          data-testid="consumer-credit"
          extra={
            <Space>
              <Link to={quotaLedgerPath(user.id)}>
                <Button size="small" icon={<AccountBookOutlined />} data-testid="consumer-drawer-ledger">
                  {t('consumer.ledger')}
                </Button>
              </Link>
              <Button
                size="small"
                type="primary"
                icon={<EditOutlined />}
                onClick={() => onAdjust({ id: user.id, username: user.username })}
                data-testid="consumer-drawer-adjust"
              >
                {t('consumer.adjustQuota')}
              </Button>
            </Space>
          }
        >
          <Row gutter={16}>
            <Col span={8}>
              <Statistic
                title={t('fields.creditLimit')}
                valueRender={() => <MoneyText value={user.creditLimit} />}
                data-testid="consumer-credit-limit"
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('fields.creditAvailable')}
                valueRender={() => <MoneyText value={user.creditAvailable} style={{ color: '#16a34a' }} />}
                data-testid="consumer-credit-available"
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('fields.creditUsed')}
                valueRender={() => <MoneyText value={creditUsed(user.creditLimit, user.creditAvailable)} />}
              />
            </Col>
          </Row>
        </Card>
      )}
    </AccountDetailDrawer>
  );
}
