import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';
import { useGenerateStatements } from '../api/statements';
import { currentCstMonth, MonthInput } from './month-filter';

/** The operator generates a month's statements now (the monthly job does the same after the month ends). */
export function GenerateStatements({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('billing');
  const [month, setMonth] = useState<string | undefined>(currentCstMonth());
  const generate = useGenerateStatements();

  const handleClick = () => {
    if (!month) return;
    notify.confirm({
      title: t('generate.confirmTitle', { month }),
      content: t('generate.confirmContent'),
      okText: t('generate.action'),
      okTestId: 'confirm-generate',
      onOk: () =>
        generate
          .mutateAsync(month)
          .then((result) => {
            notify.success(t('generate.done', result));
            onDone?.();
          })
          .catch((error: unknown) => {
            const text = errorText(error);
            if (text) notify.error(text);
          }),
    });
  };

  return (
    <Space style={{ marginBottom: 16 }} wrap data-testid="generate-statements">
      <span>{t('generate.label')}</span>
      <MonthInput value={month} onChange={setMonth} allowClear={false} testId="generate-month" />
      <Button
        onClick={handleClick}
        disabled={!month}
        loading={generate.isPending}
        data-testid="generate-button"
      >
        {t('generate.action')}
      </Button>
    </Space>
  );
}
