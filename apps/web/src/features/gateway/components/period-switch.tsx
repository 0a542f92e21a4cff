import { Segmented, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { USAGE_PERIODS, type UsagePeriod } from '../usage-figures';

/** 7 / 30 / 90 China days. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: UsagePeriod;
  onChange: (days: UsagePeriod) => void;
}) {
  const { t } = useTranslation('gateway');
  return (
    <Tooltip title={t('period.note')}>
      <Segmented<UsagePeriod>
        size="small"
        value={value}
        onChange={onChange}
        aria-label={t('period.label')}
        options={USAGE_PERIODS.map((days) => ({ value: days, label: t('period.days', { count: days }) }))}
        data-testid="usage-period"
      />
    </Tooltip>
  );
}
