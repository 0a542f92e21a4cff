import { ROLE_TYPE_LABELS, type RoleType, type statistics } from '@datamall/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { useUserQuantity } from '../api/statistics';
import { usersListPath } from '../links';
import { Section } from './section';

type Row = statistics.UserQuantity['byRole'][number];

/** Accounts per role type and state; pending and rejected open the approval list on that tab. */
export function UsersCard() {
  const { t } = useTranslation('statistics');
  const locale = useLocale();
  const query = useUserQuantity();
  const count = (row: Row, key: 'total' | 'active' | 'disabled') => (
    <span data-testid={`users-${row.roleType}-${key}`}>{formatNumber(row[key])}</span>
  );
  const linked = (row: Row, key: 'pending' | 'rejected') =>
    row[key] > 0 ? (
      <Link to={usersListPath(row.roleType, key)} data-testid={`users-${row.roleType}-${key}`}>
        {formatNumber(row[key])}
      </Link>
    ) : (
      <span data-testid={`users-${row.roleType}-${key}`}>0</span>
    );
  const columns = [
    {
      key: 'role',
      title: t('users.role'),
      render: (_: unknown, row: Row) => (
        <Link to={usersListPath(row.roleType)}>{ROLE_TYPE_LABELS[row.roleType as RoleType][locale]}</Link>
      ),
    },
    {
      key: 'total',
      title: t('users.total'),
      align: 'right' as const,
      render: (_: unknown, r: Row) => count(r, 'total'),
    },
    {
      key: 'active',
      title: t('users.active'),
      align: 'right' as const,
      render: (_: unknown, r: Row) => count(r, 'active'),
    },
    {
      key: 'pending',
      title: t('users.pending'),
      align: 'right' as const,
      render: (_: unknown, r: Row) => linked(r, 'pending'),
    },
    {
      key: 'rejected',
      title: t('users.rejected'),
      align: 'right' as const,
      render: (_: unknown, r: Row) => linked(r, 'rejected'),
    },
    {
      key: 'disabled',
      title: t('users.disabled'),
      align: 'right' as const,
      render: (_: unknown, r: Row) => count(r, 'disabled'),
    },
  ];
  return (
    <Section title={t('users.title')} query={query} testId="users-card">
      <Table<Row>
        size="small"
        rowKey="roleType"
        pagination={false}
        columns={columns}
        dataSource={query.data?.byRole ?? []}
      />
      {query.data ? (
        <Typography.Paragraph
          type="secondary"
          style={{ marginTop: 12, marginBottom: 0 }}
          data-testid="users-new"
        >
          {t('users.new', {
            today: formatNumber(query.data.newToday),
            month: formatNumber(query.data.newThisMonth),
            total: formatNumber(query.data.all.total),
          })}
        </Typography.Paragraph>
      ) : null}
    </Section>
  );
}
