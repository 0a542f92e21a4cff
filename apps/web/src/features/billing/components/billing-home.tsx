import { BankOutlined, TransactionOutlined, WalletOutlined } from '@ant-design/icons';
import { Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { billingPaths } from '../paths';
import { BillLineList } from './bill-line-list';
import { BillSummary } from './bill-summary';
import type { BillingViewer } from './bits';
import { CommissionPanel } from './commission-panel';
import { InvoiceList } from './invoice-list';
import { RefundList } from './refund-list';
import { StatementList } from './statement-list';

/** The open tab lives in `?tab=` so a reload or a back button returns to it. */
function useTab(tabs: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const current = params.get('tab');
  const active = current && tabs.includes(current) ? current : tabs[0];
  const setTab = (key: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return [active, setTab] as const;
}

/**
 * Menu dev/billing for every non-operator role: a consumer's charges, statements, invoices and refunds; a
 * supplier's or developer's income net of commission, statements (confirm, upload invoice) and refunds of its goods.
 */
export function BillingHome({ viewer }: { viewer: Exclude<BillingViewer, 'operator'> }) {
  const { t } = useTranslation('billing');
  const tabs =
    viewer === 'consumer'
      ? ['lines', 'statements', 'invoices', 'refunds']
      : ['lines', 'statements', 'refunds'];
  const [tab, setTab] = useTab(tabs);
  const items = [
    {
      key: 'lines',
      label: viewer === 'consumer' ? t('tabs.charges') : t('tabs.income'),
      children: <BillLineList scope={viewer === 'consumer' ? 'customer' : 'user'} />,
    },
    {
      key: 'statements',
      label: t('tabs.statements'),
      children: <StatementList party={viewer} viewer={viewer} />,
    },
    ...(viewer === 'consumer'
      ? [{ key: 'invoices', label: t('tabs.invoices'), children: <InvoiceList viewer="consumer" /> }]
      : []),
    { key: 'refunds', label: t('tabs.refunds'), children: <RefundList viewer={viewer} /> },
  ];
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }} data-testid="billing-home">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {viewer === 'consumer' ? t('titles.consumer') : t('titles.seller')}
        </Typography.Title>
        <Space size={16} wrap>
          {viewer === 'consumer' ? (
            <Link to={billingPaths.quota}>
              <WalletOutlined /> {t('links.quota')}
            </Link>
          ) : (
            <>
              <Link to={billingPaths.transactions}>
                <TransactionOutlined /> {t('links.transactions')}
              </Link>
              <Link to={billingPaths.bankCard} data-testid="billing-bank-card-link">
                <BankOutlined /> {t('links.bankCard')}
              </Link>
            </>
          )}
        </Space>
      </Space>
      <BillSummary viewer={viewer} />
      <Card>
        <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden data-testid="billing-tabs" />
      </Card>
    </Space>
  );
}

/** Menu operate/billing: every line, both kinds of statements, invoices to issue, refunds and the commission. */
export function OperateBilling() {
  const { t } = useTranslation('billing');
  const tabs = ['lines', 'customerStatements', 'userStatements', 'invoices', 'refunds', 'commission'];
  const [tab, setTab] = useTab(tabs);
  const items = [
    { key: 'lines', label: t('tabs.allLines'), children: <BillLineList scope="operate" /> },
    {
      key: 'customerStatements',
      label: t('tabs.customerStatements'),
      children: <StatementList party="consumer" viewer="operator" />,
    },
    {
      key: 'userStatements',
      label: t('tabs.userStatements'),
      children: <StatementList party="seller" viewer="operator" />,
    },
    { key: 'invoices', label: t('tabs.invoices'), children: <InvoiceList viewer="operator" /> },
    { key: 'refunds', label: t('tabs.refunds'), children: <RefundList viewer="operator" /> },
    { key: 'commission', label: t('tabs.commission'), children: <CommissionPanel /> },
  ];
  return (
    <Space direction="vertical" size={0} style={{ width: '100%' }} data-testid="operate-billing">
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 12 }}>
        {t('titles.operator')}
      </Typography.Title>
      <BillSummary viewer="operator" />
      <Card>
        <Tabs activeKey={tab} onChange={setTab} items={items} destroyOnHidden data-testid="billing-tabs" />
      </Card>
    </Space>
  );
}
