import { AuditOutlined } from '@ant-design/icons';
import type { EnterpriseInfo } from '@datamall/contract';
import { Alert, Button, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnterpriseInfo } from '../api/query-enterprise-info';
import { ENTERPRISE_TODO_PATH, EnterpriseStatus } from '../enterprise';
import { EnterpriseDescriptions } from './enterprise-descriptions';

export interface EnterpriseDetailDrawerProps {
  /** The list row to show; undefined closes the drawer. */
  row: EnterpriseInfo | undefined;
  onClose: () => void;
}

/**
 * An enterprise identity submission for the operator: every field and the licence image. The decision is a
 * task of the `identity-authentication` review, so the drawer points to the to-do list.
 */
export function EnterpriseDetailDrawer({ row, onClose }: EnterpriseDetailDrawerProps) {
  const { t } = useTranslation('users');
  // The row is shown at once; the fresh record replaces it when it arrives (it may have been decided since).
  const fresh = useEnterpriseInfo(row?.userId);
  const info = row && fresh.data ? { ...fresh.data, username: fresh.data.username || row.username } : row;
  const inReview = info?.status === EnterpriseStatus.IN_REVIEW;
  return (
    <Drawer
      open={Boolean(row)}
      onClose={onClose}
      width={640}
      title={t('enterprise.detailTitle')}
      destroyOnHidden
      data-testid="enterprise-drawer"
    >
      {info ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <EnterpriseDescriptions info={info} showUser />
          {inReview ? (
            <Alert
              showIcon
              type="info"
              message={t('enterprise.reviewNote')}
              action={
                <Link to={ENTERPRISE_TODO_PATH}>
                  <Button type="primary" icon={<AuditOutlined />} data-testid="enterprise-drawer-review">
                    {t('enterprise.toReview')}
                  </Button>
                </Link>
              }
            />
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
