import { describe, expect, it } from 'vitest';
import {
  KMS_ACTIONS,
  KMS_ALGORITHMS,
  KMS_KEY_STATES,
  KMS_PURPOSES,
  KMS_VERSION_STATES,
} from './endpoints/kms.js';
import {
  DICT,
  type DictTypeName,
  dictTypes,
  enumLabel,
  enumTone,
  enumValues,
  SPEC_DICT_TYPES,
} from './enums.js';
import { LOCALES } from './locales.js';

/** Expected wire values, written from spec §3.1 independently of the data. */
const SPEC_VALUES: Record<string, string[]> = {
  api_type: ['1', '2'],
  apiSort: ['goods_sales_volume-desc', 'create_date-desc', 'goods_price-asc'],
  bill_cannal: ['1'],
  bill_order_type: ['3', '4'],
  bill_pay_type: ['1'],
  bill_type: ['1', '2'],
  billBuyType: ['1'],
  customer_bill_order_type: ['4', '1'],
  customer_bill_status: ['0', '1', '2', '3', '4'],
  userBillType: ['0', '1', '2', '3', '4', '5'],
  detail_type: ['1', '2'],
  gender: ['0', '1', '2'],
  notice_type: ['0', '1', '2'],
  operation_type: ['0', '1', '2'],
  order_status: ['-1', '0', '1'],
  pay_status: ['0', '1', '3', '6'],
  param_type: ['String', 'Int', 'Array', 'Date', 'Object', 'FLoat', 'Double'],
  paramType: ['body', 'query'],
  post_type: ['POST', 'GET'],
  post_status: ['1', '0'],
  product_delete: ['0', '1', '2'],
  product_status: ['1', '2', '3', '4'],
  publish_type: ['1', '2'],
  reasonType: ['1', '2', '3'],
  sourceSort: ['createDate', 'goodsCount'],
  sp_sptype: ['0', '3', '2', '1'],
  sp_type: ['0', '1', '2', '3'],
  storage_type: ['1', '2'],
  successFalse: ['1', '0', '2'],
  testType: ['1', '2', '3'],
  version_status: ['0', '1', '2'],
  yes_no: ['1', '0'],
  caseType: ['0', '1', '2'],
  case_status: [
    'WAITING_FOR_DEPLOYMENT',
    'STARTING',
    'RUNNING',
    'DISABLED',
    'PAUSED',
    'ERROR',
    'SYSTEM_DISABLED',
    'RESUMING',
    'FINISHED',
  ],
};

/** The other label sets and constants of §3.1. */
const EXTRA_VALUES: Record<string, string[]> = {
  role_type: ['0', '1', '2', '3'],
  pay_method: ['VIRTUAL_COIN_PAY'],
  user_status: ['0', '1'],
  login_status: ['0', '1', '2'],
  login_operation: ['0', '1'],
  notice_status: ['0', '1'],
  notice_read_status: ['0', '1'],
  notice_receiver_type: ['0', '1'],
  job_status: ['0', '1'],
  job_log_status: ['0', '1'],
  send_status: ['0', '1', '2'],
  process_ended: ['0', '1'],
  process_suspended: ['0', '1'],
  black_white_mode: ['0', '1', '2'],
  ukey_status: ['0', '1', '2', '3', '4'],
  // The computing keys' dictionaries are the contract's enums.
  kms_algorithm: [...KMS_ALGORITHMS],
  kms_purpose: [...KMS_PURPOSES],
  kms_key_state: [...KMS_KEY_STATES],
  kms_version_state: [...KMS_VERSION_STATES],
  kms_action: [...KMS_ACTIONS],
  ukey_action: [
    'issue',
    'replace',
    'freeze',
    'unfreeze',
    'unbind',
    'resetPin',
    'changePin',
    'lock',
    'reportLost',
    'register',
  ],
  source_status: ['0', '3', '2', '1', '4'],
  update_frequency: ['realtime', 'hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'irregular'],
  grant_state: ['pending', 'active', 'expired', 'revoked'],
  item_type: ['1', '2', '3', '4', '5'],
  item_status: ['0', '1', '2', '3', '4'],
  item_publish: ['0', '1', '2'],
  sku_billing_mode: ['1', '2', '3', '4'],
  sku_period_unit: ['month', 'year'],
};

const ALL_NAMES = Object.keys(DICT) as DictTypeName[];
const sortedValues = (values: readonly string[]) => [...values].sort();

describe('DICT', () => {
  it('lists exactly the 34 enumerations of §3.1 in SPEC_DICT_TYPES', () => {
    expect(SPEC_DICT_TYPES).toHaveLength(34);
    expect(new Set(SPEC_DICT_TYPES).size).toBe(34);
    expect(sortedValues(SPEC_DICT_TYPES)).toEqual(sortedValues(Object.keys(SPEC_VALUES)));
  });

  it('holds exactly the §3.1 enumerations and the other label sets, nothing else', () => {
    expect(sortedValues(ALL_NAMES)).toEqual(
      sortedValues([...Object.keys(SPEC_VALUES), ...Object.keys(EXTRA_VALUES)]),
    );
  });

  it.each(Object.entries({ ...SPEC_VALUES, ...EXTRA_VALUES }))(
    '%s has exactly the expected values',
    (name, values) => {
      expect(enumValues(name as DictTypeName)).toEqual(values);
    },
  );

  it.each(ALL_NAMES)('%s has unique values', (name) => {
    const values = enumValues(name);
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(ALL_NAMES)('%s has a non-empty label in every locale', (name) => {
    for (const option of DICT[name]) {
      for (const locale of LOCALES) {
        expect(option.label[locale].trim(), `${name} ${option.value} ${locale}`).not.toBe('');
      }
    }
  });
});

describe('dictTypes', () => {
  it('returns every dict type in declaration order', () => {
    for (const locale of LOCALES) {
      expect(dictTypes(locale).map((d) => d.dictType)).toEqual(ALL_NAMES);
    }
  });

  it('returns English labels for en-US', () => {
    const all = dictTypes('en-US');
    const orders = all.find((d) => d.dictType === 'order_status');
    expect(orders?.dataList).toEqual([
      { dictLabel: 'Cancelled', dictValue: '-1' },
      { dictLabel: 'Awaiting payment', dictValue: '0' },
      { dictLabel: 'Completed', dictValue: '1' },
    ]);
    for (const dict of all) {
      for (const entry of dict.dataList) {
        expect(entry.dictLabel, `${dict.dictType} ${entry.dictValue}`).not.toMatch(/[\u3400-\u9fff]/);
      }
    }
  });

  it('returns Chinese labels for zh-CN and zh-TW', () => {
    const zhCN = dictTypes('zh-CN');
    expect(zhCN.find((d) => d.dictType === 'order_status')?.dataList.map((e) => e.dictLabel)).toEqual([
      '已取消',
      '待支付',
      '已完成',
    ]);
    expect(zhCN.find((d) => d.dictType === 'api_type')?.dataList[0]).toEqual({
      dictLabel: '车险信息',
      dictValue: '1',
    });
    expect(dictTypes('zh-TW').find((d) => d.dictType === 'api_type')?.dataList[0]?.dictLabel).toBe(
      '車險資訊',
    );
    const chineseLabelled = zhCN.filter((d) =>
      d.dataList.some((entry) => /[\u3400-\u9fff]/.test(entry.dictLabel)),
    ).length;
    // Only the technical sets (parameter types, HTTP methods) keep Latin labels.
    expect(chineseLabelled).toBe(ALL_NAMES.length - 2);
  });
});

describe('enumLabel', () => {
  it('translates known values, numbers included', () => {
    expect(enumLabel('order_status', -1, 'zh-CN')).toBe('已取消');
    expect(enumLabel('order_status', '0', 'en-US')).toBe('Awaiting payment');
    expect(enumLabel('pay_status', 6, 'zh-TW')).toBe('已過期');
    expect(enumLabel('successFalse', 2, 'en-US')).toBe(enumLabel('successFalse', 0, 'en-US'));
  });

  it('falls back to the value for unknown input', () => {
    expect(enumLabel('order_status', '99', 'zh-CN')).toBe('99');
    expect(enumLabel('pay_status', 42, 'en-US')).toBe('42');
    expect(enumLabel('case_status', 'UNKNOWN_STATE', 'zh-TW')).toBe('UNKNOWN_STATE');
    expect(enumLabel('yes_no', '', 'en-US')).toBe('');
  });
});

describe('enumTone', () => {
  it('follows the display status groups of §4', () => {
    expect(enumTone('pay_status', 1)).toBe('positive');
    expect(enumTone('pay_status', 6)).toBe('negative');
    expect(enumTone('pay_status', 0)).toBe('pending');
    expect(enumTone('product_status', 2)).toBe('positive');
    expect(enumTone('product_status', 4)).toBe('error');
    expect(enumTone('product_status', 1)).toBe('pending');
    expect(enumTone('sp_type', 2)).toBe('error');
    expect(enumTone('customer_bill_status', 0)).toBe('error');
    expect(enumTone('customer_bill_status', 1)).toBe('positive');
    expect(enumTone('case_status', 'RUNNING')).toBe('pending');
    expect(enumTone('case_status', 'ERROR')).toBe('error');
    expect(enumTone('case_status', 'SYSTEM_DISABLED')).toBe('error');
    expect(enumTone('case_status', 'FINISHED')).toBe('positive');
    expect(enumTone('login_status', 0)).toBe('error');
  });

  it('gives no tone to non-status enumerations or unknown values', () => {
    for (const name of ['apiSort', 'param_type', 'paramType', 'post_type', 'api_type'] as const) {
      for (const value of enumValues(name)) expect(enumTone(name, value)).toBeUndefined();
    }
    expect(enumTone('pay_status', 99)).toBeUndefined();
  });
});
