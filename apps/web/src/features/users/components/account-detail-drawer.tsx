import type { UserAdminRow } from '@datamall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Divider, Drawer, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { AccountDescriptions } from './account-descriptions';

export interface AccountDetailDrawerProps<U extends UserAdminRow> {
  /** Open while an account is chosen. */
  open: boolean;
  onClose: () => void;
  title: string;
  /** Heading over the account data. */
  accountTitle: string;
  detail: UseQueryResult<U>;
  /** What the drawer shows under the account data (the shop, the credit…). */
  children: (user: U) => ReactNode;
  'data-testid': string;
}

/** An account in a drawer of an operator's list: loading, failure, the account data, then the list's own part. */
export function AccountDetailDrawer<U extends UserAdminRow>({
  open,
  onClose,
  title,
  accountTitle,
  detail,
  children,
  'data-testid': testId,
}: AccountDetailDrawerProps<U>) {
  const { t } = useTranslation('users');
  const user = detail.data;
  return (
    <Drawer open={open} onClose={onClose} width={640} title={title} destroyOnHidden data-testid={testId}>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : !user ? (
        <Result status="warning" title={errorText(detail.error) ?? t('register.loadFailed')} />
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {accountTitle}
          </Typography.Title>
          <AccountDescriptions user={user} columns={1} />
          <Divider />
          {children(user)}
        </>
      )}
    </Drawer>
  );
}
