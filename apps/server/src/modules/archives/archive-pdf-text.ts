import type { Locale, Localized } from '@datamall/contract';
import { ARCHIVE_FIELD_LABELS, type ArchiveFieldName } from '@datamall/contract/vehicle-archive';

/**
 * The texts of the PDF's frame (those the archive labels do not have) and the formatting of dates, times,
 * amounts and shares for the report's language.
 */

const l = (zhCN: string, zhTW: string, enUS: string): Localized => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

export const PDF_TEXTS = {
  platform: l('工业数据交易平台', '工業數據交易平台', 'Industrial Data Marketplace'),
  reportTitle: l('车辆电子档案报告', '車輛電子檔案報告', 'Vehicle archive report'),
  reportId: l('报告编号', '報告編號', 'Report ID'),
  queriedAt: l('查询时间', '查詢時間', 'Queried at'),
  sha256: l(
    '答复 SHA-256（存证记录）',
    '答覆 SHA-256（存證記錄）',
    'SHA-256 of the answer (evidence ledger)',
  ),
  synthetic: l(
    '合成数据：本报告由种子生成的演示数据构成，不描述任何真实车辆，不得作为交易、理赔或执法依据。',
    '合成資料：本報告由種子產生的示範資料構成，不描述任何真實車輛，不得作為交易、理賠或執法依據。',
    'SYNTHETIC DATA: this report is generated from a seed and describes no real vehicle; do not rely on it for any transaction, claim or enforcement.',
  ),
  colon: l('：', '：', ': '),
  listSeparator: l('、', '、', ', '),
  itemSeparator: l('；', '；', '; '),
  syntheticShort: l('合成数据', '合成資料', 'SYNTHETIC DATA'),
  vehicleSection: l('车辆信息', '車輛資訊', 'Vehicle'),
  summary: l('概要', '概要', 'Summary'),
  none: l('无记录', '無記錄', 'No records'),
  yes: l('是', '是', 'Yes'),
  no: l('否', '否', 'No'),
  page: l('第 {page} / {pages} 页', '第 {page} / {pages} 頁', 'Page {page} / {pages}'),
  priceCurve: l('估值走势', '估值走勢', 'Value by year'),
  priceTable: l('逐年估值', '逐年估值', 'Value year by year'),
  maintenanceRecords: l('维保记录', '維保記錄', 'Service records'),
  parameters: l('参数配置', '參數配置', 'Parameters'),
  parameterName: l('参数', '參數', 'Parameter'),
  parameterValue: l('数值', '數值', 'Value'),
  inspections: l('年检记录', '年檢記錄', 'Inspections'),
  violationsPerYear: l('每年违法次数', '每年違規次數', 'Violations per year'),
  byYear: l('按年汇总', '按年彙總', 'By year'),
  violations: l('违法明细', '違規明細', 'Violations'),
  byType: l('按出险类型汇总', '按出險類型彙總', 'By loss type'),
  periods: l('商业险保单', '商業險保單', 'Commercial policies'),
  tripsPerMonth: l('每月通行次数', '每月通行次數', 'Trips per month'),
  byMonth: l('按月汇总', '按月彙總', 'By month'),
  trips: l('通行明细', '通行明細', 'Trips'),
  healthCurve: l('电池健康度变化', '電池健康度變化', 'Battery health over time'),
  chargingPerMonth: l('每月充电量（千瓦时）', '每月充電量（千瓦時）', 'Energy charged per month (kWh)'),
  charging: l('充电记录', '充電記錄', 'Charging sessions'),
  health: l('电池健康度记录', '電池健康度記錄', 'Battery health records'),
} as const satisfies Record<string, Localized>;

export type PdfTextName = keyof typeof PDF_TEXTS;

/** Reports are about vehicles in China: times are shown in China Standard Time whatever the reader's language. */
const TIME_ZONE = 'Asia/Shanghai';

export interface Formatter {
  locale: Locale;
  t: (name: PdfTextName, params?: Record<string, string | number>) => string;
  label: (field: ArchiveFieldName) => string;
  pick: (text: Localized) => string;
  /** A calendar date `YYYY-MM-DD` (no time zone involved). */
  date: (value: string | null) => string;
  /** An instant (ISO 8601) to the minute. */
  dateTime: (value: string) => string;
  /** A `YYYY-MM` month. */
  month: (value: string) => string;
  yuan: (value: number) => string;
  number: (value: number | null, fractionDigits?: number) => string;
  /** A share 0–1 as a percentage. */
  percent: (value: number | null) => string;
  yesNo: (value: boolean) => string;
}

/** ICU puts narrow and thin no-break spaces in some formats; the font has no glyph for them. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

export function formatterFor(locale: Locale): Formatter {
  const dateFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
  const monthFormat = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const t = (name: PdfTextName, params?: Record<string, string | number>) =>
    PDF_TEXTS[name][locale].replace(/\{(\w+)\}/g, (whole, key: string) =>
      params && key in params ? String(params[key]) : whole,
    );
  return {
    locale,
    t,
    label: (field) => ARCHIVE_FIELD_LABELS[field][locale],
    pick: (text) => text[locale],
    date: (value) => (value ? dateFormat.format(new Date(`${value}T00:00:00Z`)) : '—'),
    dateTime: (value) => plainSpaces(dateTimeFormat.format(new Date(value))),
    month: (value) => monthFormat.format(new Date(`${value}-01T00:00:00Z`)),
    yuan: (value) => plainSpaces(money.format(value)),
    number: (value, fractionDigits = 0) =>
      value === null
        ? '—'
        : value.toLocaleString(locale, {
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
          }),
    percent: (value) => (value === null ? '—' : percent.format(value)),
    yesNo: (value) => t(value ? 'yes' : 'no'),
  };
}
