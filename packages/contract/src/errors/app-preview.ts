import { defineErrorDomain } from './domain.js';

/** Application data preview and configuration: 10460–10469. */
export const APP_PREVIEW_ERRORS = defineErrorDomain(
  {
    APP_PREVIEW_NOT_DECLARED: 10460,
    APP_PREVIEW_TABLE_NOT_FOUND: 10461,
    APP_PREVIEW_SAMPLE_UNREADABLE: 10462,
    APP_PREVIEW_SAMPLE_COLUMNS: 10463,
    APP_PREVIEW_SAMPLE_EMPTY: 10464,
  },
  {
    10460: {
      'zh-CN': '该数据应用尚未声明输入和输出',
      'zh-TW': '該資料應用尚未宣告輸入和輸出',
      'en-US': 'This data application has not declared its inputs and output yet',
    },
    10461: {
      'zh-CN': '该数据应用没有名为“{name}”的表（可用：{tables}）',
      'zh-TW': '該資料應用沒有名為「{name}」的表（可用：{tables}）',
      'en-US': 'This data application has no table "{name}" (available: {tables})',
    },
    10462: {
      'zh-CN': '无法读取输出样例文件：请上传 .xlsx 或 .csv 文件',
      'zh-TW': '無法讀取輸出樣例檔案：請上傳 .xlsx 或 .csv 檔案',
      'en-US': 'The output sample cannot be read: upload an .xlsx or .csv file',
    },
    10463: {
      'zh-CN': '输出样例的表头缺少输出列：{columns}',
      'zh-TW': '輸出樣例的表頭缺少輸出欄位：{columns}',
      'en-US': 'The header row of the output sample lacks the output columns: {columns}',
    },
    10464: {
      'zh-CN': '输出样例在表头下没有数据行',
      'zh-TW': '輸出樣例在表頭下沒有資料列',
      'en-US': 'The output sample has no data rows under its header',
    },
  },
);
