import { formatMoney } from '@datamall/contract';
import type { CSSProperties } from 'react';

export interface MoneyTextProps {
  /** Amount in 1/10000 yuan, as stored. */
  value: number | bigint | string | null | undefined;
  /** 2 by default; 4 for unit prices. */
  decimals?: number;
  prefix?: string;
  style?: CSSProperties;
}

/** Money per §9: thousands separators, 2 decimals, tabular digits so columns line up. */
export function MoneyText({ value, decimals = 2, prefix = '¥', style }: MoneyTextProps) {
  if (value === null || value === undefined || value === '') return <span>-</span>;
  const amount = typeof value === 'string' ? (/^-?\d+$/.test(value) ? BigInt(value) : Number(value)) : value;
  if (typeof amount === 'number' && !Number.isFinite(amount)) return <span>-</span>;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', ...style }}>
      {prefix}
      {formatMoney(amount, decimals)}
    </span>
  );
}
