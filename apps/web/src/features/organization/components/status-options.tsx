import { type DictTypeName, enumValues } from '@datamall/contract';
import { StatusTag } from '../../../shared/ui/status-tag';

/** Radio or select options of an enumeration, labelled with its coloured tag. */
export function statusOptions(dictType: DictTypeName) {
  return enumValues(dictType).map((value) => ({
    value: Number(value),
    label: <StatusTag dictType={dictType} value={value} />,
  }));
}
