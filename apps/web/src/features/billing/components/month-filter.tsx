import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';

/** A month picker whose form value is the `YYYY-MM` text the API takes. */
export function MonthInput({
  value,
  onChange,
  testId,
  style,
  allowClear = true,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  testId?: string;
  style?: CSSProperties;
  allowClear?: boolean;
}) {
  return (
    <DatePicker
      style={style}
      allowClear={allowClear}
      picker="month"
      format="YYYY-MM"
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format('YYYY-MM') : undefined)}
      data-testid={testId}
    />
  );
}

/** This month in China Standard Time (the months bills belong to), `YYYY-MM`. */
export function currentCstMonth(now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000);
  return `${cst.getUTCFullYear()}-${String(cst.getUTCMonth() + 1).padStart(2, '0')}`;
}
