import type { RowCountKind } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';

export interface RowCountProps {
  rows: number;
  /** exact: counted; estimate: the database's statistics ("about"); atLeast: a capped count ("more than"). */
  kind: RowCountKind;
}

/** A table's row figure with thousands separators, saying whether it is exact, an estimate or a floor. */
export function RowCount({ rows, kind }: RowCountProps) {
  const { t } = useTranslation('table');
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {t(`rowCount.${kind}`, { rows: formatNumber(rows) })}
    </span>
  );
}
