import { formatDateTime, formatMoney, formatNumber, type Locale } from '@datamall/contract';
import {
  ARCHIVE_FIELD_LABELS,
  ARCHIVE_QUERY_DESCRIPTIONS,
  ARCHIVE_QUERY_TITLES,
  type ArchiveFieldName,
  type ArchiveQueryName,
  BATTERY_TYPE_LABELS,
  type BatteryType,
  BODY_TYPE_LABELS,
  type BodyType,
  CHARGING_MODE_LABELS,
  type CompulsoryInsuranceReport,
  FUEL_LABELS,
  type Fuel,
  INSPECTION_RESULT_LABELS,
  INSURANCE_STATUS_LABELS,
  type InspectionResult,
  LOSS_TYPE_LABELS,
  type LossType,
  TRANSMISSION_LABELS,
  type Transmission,
  VIOLATION_HANDLED_LABELS,
} from '@datamall/contract/vehicle-archive';
import { useMemo } from 'react';
import { useLocale } from '../../../shared/hooks/use-locale';

/** The archive's labels (from the contract) in one language. */
export function archiveLabels(locale: Locale) {
  return {
    locale,
    title: (query: ArchiveQueryName) => ARCHIVE_QUERY_TITLES[query][locale],
    description: (query: ArchiveQueryName) => ARCHIVE_QUERY_DESCRIPTIONS[query][locale],
    field: (name: ArchiveFieldName) => ARCHIVE_FIELD_LABELS[name][locale],
    fuel: (value: Fuel) => FUEL_LABELS[value][locale],
    bodyType: (value: BodyType) => BODY_TYPE_LABELS[value][locale],
    transmission: (value: Transmission) => TRANSMISSION_LABELS[value][locale],
    batteryType: (value: BatteryType) => BATTERY_TYPE_LABELS[value][locale],
    inspection: (value: InspectionResult) => INSPECTION_RESULT_LABELS[value][locale],
    lossType: (value: LossType) => LOSS_TYPE_LABELS[value][locale],
    insuranceStatus: (value: CompulsoryInsuranceReport['status']) => INSURANCE_STATUS_LABELS[value][locale],
    handled: (value: boolean) => VIOLATION_HANDLED_LABELS[value ? 'true' : 'false'][locale],
    charging: (fast: boolean) => CHARGING_MODE_LABELS[fast ? 'fast' : 'slow'][locale],
  };
}
export type ArchiveLabels = ReturnType<typeof archiveLabels>;

/** `archiveLabels` of the interface language (re-rendering on a switch). */
export function useArchiveLabels(): ArchiveLabels {
  const locale = useLocale();
  return useMemo(() => archiveLabels(locale), [locale]);
}

/** Yuan with thousands separators: `¥123,456`, or with 2 decimals when it has cents. */
export function yuan(value: number): string {
  const cents = Math.round(value * 100);
  const whole = cents % 100 === 0;
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${cents < 0 ? '-' : ''}¥${text}`;
}

/** An amount of the server in 1/10000 yuan (`"50000"`) -> `¥5.00`. */
export function moneyYuan(tenThousandths: string): string {
  return /^\d+$/.test(tenThousandths) ? `¥${formatMoney(BigInt(tenThousandths))}` : tenThousandths;
}

/** A share 0–1 as a percentage: 0.625 -> `62.5%`. */
export function percent(share: number, decimals = 1): string {
  return `${(share * 100).toFixed(decimals).replace(/\.0+$/, '')}%`;
}

/** A count or measure with separators: `12,345.6`. */
export function amount(value: number): string {
  return formatNumber(value);
}

/** An instant (ISO 8601) in local time, to the minute. */
export function minute(value: string): string {
  return formatDateTime(value).slice(0, 16);
}

/** Whole minutes between two instants. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/** A stable row key from the fields of a record. */
export function rowKey(...parts: (string | number)[]): string {
  return parts.join('|');
}
