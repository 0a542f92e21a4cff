import { type DictTypeName, enumLabel, enumTone, type StatusTone } from '@datamall/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useLocale } from '../hooks/use-locale';

/** antd Tag colours of the four display groups of §4. */
export const TONE_COLOR: Record<StatusTone, string> = {
  positive: 'success',
  negative: 'default',
  pending: 'processing',
  error: 'error',
};

export interface StatusTagProps {
  dictType: DictTypeName;
  value: string | number | null | undefined;
  /** Overrides the enumeration's label (e.g. a server-provided text). */
  children?: ReactNode;
}

/** An enumeration value as a coloured tag: label from the contract in the current language, colour from its tone. */
export function StatusTag({ dictType, value, children }: StatusTagProps) {
  const locale = useLocale();
  if (value === null || value === undefined || value === '') return null;
  const tone = enumTone(dictType, value);
  return (
    <Tag color={tone ? TONE_COLOR[tone] : 'default'} data-tone={tone ?? 'none'}>
      {children ?? enumLabel(dictType, value, locale)}
    </Tag>
  );
}
