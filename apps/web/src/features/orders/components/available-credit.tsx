import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyText } from '../../../shared/ui/money-text';
import { useAvailableCredit } from '../api/orders';

/** The consumer's own ledger of credit changes. */
const LEDGER_PATH = '/admin-user-zquserquotadetailed';

/** The consumer's available credit of its limit, linking to the ledger of every change. */
export function AvailableCredit() {
  const { t } = useTranslation('orders');
  const credit = useAvailableCredit({ silentError: true });
  return (
    <Statistic
      title={
        <span>
          {t('credit.available')} · <Link to={LEDGER_PATH}>{t('credit.ledger')}</Link>
        </span>
      }
      loading={credit.isPending}
      valueRender={() =>
        credit.data ? (
          <span>
            <MoneyText value={credit.data.available} />
            <span style={{ fontSize: 13, color: '#64748b' }}>
              {' '}
              / <MoneyText value={credit.data.limit} />
            </span>
          </span>
        ) : (
          <span>-</span>
        )
      }
      data-testid="available-credit"
    />
  );
}
