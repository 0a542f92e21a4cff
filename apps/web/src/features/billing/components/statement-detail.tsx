import { billing } from '@datamall/contract';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useLocale } from '../../../shared/hooks/use-locale';
import { MoneyText } from '../../../shared/ui/money-text';
import { StatusTag } from '../../../shared/ui/status-tag';
import {
  downloadUserInvoice,
  type StatementParty,
  useStatement,
  useUploadUserInvoice,
} from '../api/statements';
import { billingPaths } from '../paths';
import { BillLineList } from './bill-line-list';
import type { BillingViewer } from './bits';
import { PdfUploadButton } from './pdf-upload-button';
import { statementActions, statusDict, useConfirmTransition } from './statement-list';

/** A statement, the steps the viewer may take on it, its payout account (seller) and its bill lines. */
export function StatementDetail({
  party,
  id,
  viewer,
}: {
  party: StatementParty;
  id: string | undefined;
  viewer: BillingViewer;
}) {
  const { t } = useTranslation(['billing', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const statement = useStatement(party, id);
  const confirmTransition = useConfirmTransition(party);
  const upload = useUploadUserInvoice();

  if (!id) return <Result status="404" title={t('statements.notFound')} />;
  if (statement.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (statement.isError) {
    return <Result status="404" title={t('statements.notFound')} subTitle={errorText(statement.error)} />;
  }
  const row = statement.data;
  const isOperator = viewer === 'operator';
  const lineScope = isOperator ? 'operate' : party === 'consumer' ? 'customer' : 'user';
  const home = isOperator ? billingPaths.operate : billingPaths.home;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        data-testid="statement-detail"
        title={t('statements.detailTitle', { month: row.month })}
        extra={
          <Space wrap>
            {statementActions(party, viewer, row.status).map((action) => (
              <Button
                key={action}
                type="primary"
                onClick={() => confirmTransition(row, action)}
                data-testid={`detail-${action}`}
              >
                {billing.BILLING_LABELS.statementAction[action][locale]}
              </Button>
            ))}
            {party === 'consumer' &&
            viewer === 'consumer' &&
            row.status === billing.CustomerBillStatus.SETTLED ? (
              <Button
                type="primary"
                onClick={() => navigate(billingPaths.applyInvoice([row.id]))}
                data-testid="detail-apply-invoice"
              >
                {t('invoices.apply')}
              </Button>
            ) : null}
            {party === 'consumer' && row.invoiceId ? (
              <Button onClick={() => navigate(billingPaths.invoice(row.invoiceId ?? ''))}>
                {t('invoices.view')}
              </Button>
            ) : null}
            {party === 'seller' && viewer === 'seller' && row.status === billing.UserBillType.CONFIRMED ? (
              <PdfUploadButton
                type="primary"
                testId="detail-upload-invoice"
                confirmContent={t('upload.confirmStatement', { month: row.month })}
                onUpload={(file) => upload.mutateAsync({ id: row.id, file })}
              />
            ) : null}
            {party === 'seller' && row.hasUserInvoice ? (
              <Button onClick={() => void downloadUserInvoice(row).catch(() => undefined)}>
                {t('invoices.download')}
              </Button>
            ) : null}
            <Button onClick={() => navigate(home)}>{t('common:actions.back')}</Button>
          </Space>
        }
      >
        <Descriptions bordered column={{ xs: 1, md: 3 }} size="middle">
          <Descriptions.Item label={t('fields.month')}>{row.month}</Descriptions.Item>
          <Descriptions.Item label={t('fields.user')}>{row.userName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <span data-testid="statement-detail-status">
              <StatusTag dictType={statusDict(party)} value={row.status} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={party === 'consumer' ? t('fields.charge') : t('fields.netIncome')}>
            <span data-testid="statement-detail-amount">
              <MoneyText value={row.amount} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.lineCount')}>{row.lineCount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.updateDate')}>
            {formatDateTime(row.updateDate)}
          </Descriptions.Item>
        </Descriptions>
        {party === 'seller' && isOperator ? (
          row.bankCard ? (
            <Descriptions
              title={t('bankCard.payout')}
              size="small"
              column={{ xs: 1, md: 2 }}
              style={{ marginTop: 16 }}
            >
              <Descriptions.Item label={t('bankCard.accountName')}>
                {row.bankCard.accountName}
              </Descriptions.Item>
              <Descriptions.Item label={t('bankCard.bankName')}>
                {row.bankCard.bankName} {row.bankCard.branchName}
              </Descriptions.Item>
              <Descriptions.Item label={t('bankCard.cardNumber')}>
                {row.bankCard.cardNumber}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert type="warning" showIcon style={{ marginTop: 16 }} message={t('bankCard.none')} />
          )
        ) : null}
      </Card>
      <BillLineList
        scope={lineScope}
        statementId={row.id}
        title={t('lines.ofStatement')}
        testId="statement-lines"
      />
    </Space>
  );
}
