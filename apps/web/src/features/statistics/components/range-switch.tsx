import type { statistics } from '@datamall/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** The period of a top list: this month, this year, the last 12 months. */
export function RangeSwitch({
  value,
  onChange,
  testId,
}: {
  value: statistics.TopRange;
  onChange: (range: statistics.TopRange) => void;
  testId: string;
}) {
  const { t } = useTranslation('statistics');
  return (
    <Segmented<statistics.TopRange>
      size="small"
      value={value}
      onChange={onChange}
      options={[
        { value: 'month', label: t('range.month') },
        { value: 'year', label: t('range.year') },
        { value: 'last12', label: t('range.last12') },
      ]}
      data-testid={testId}
    />
  );
}
