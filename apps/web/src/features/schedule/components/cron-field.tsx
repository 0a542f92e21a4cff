import { Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScheduleTime, previewCron } from '../cron-preview';

export interface CronFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Where the preview counts from (default: now). */
  now?: Date;
  maxLength?: number;
}

/** A cron expression input (a form control) that shows its next five fire times, or what is wrong, as you type. */
export function CronField({ value = '', onChange, now, maxLength }: CronFieldProps) {
  const { t } = useTranslation('schedule');
  const preview = useMemo(() => previewCron(value, now ?? new Date()), [value, now]);
  return (
    <div>
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={maxLength}
        placeholder="0 */10 * * * *"
        style={{ fontFamily: 'monospace' }}
        data-testid="cron-input"
      />
      <div data-testid="cron-preview" style={{ marginTop: 8 }}>
        {preview.kind === 'empty' && <Typography.Text type="secondary">{t('cron.hint')}</Typography.Text>}
        {preview.kind === 'invalid' && (
          <Typography.Text type="danger">{t('cron.invalid', { reason: preview.reason })}</Typography.Text>
        )}
        {preview.kind === 'never' && <Typography.Text type="warning">{t('cron.never')}</Typography.Text>}
        {preview.kind === 'times' && (
          <>
            <Typography.Text type="secondary">{t('cron.nextTimes')}</Typography.Text>
            <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {preview.times.map((time) => (
                <li key={time.getTime()} style={{ fontFamily: 'monospace' }}>
                  {formatScheduleTime(time)}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </div>
  );
}
