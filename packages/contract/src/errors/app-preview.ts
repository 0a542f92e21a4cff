import { defineErrorDomain } from './domain.js';

/** Application data preview and configuration: 10460–10469. */
export const APP_PREVIEW_ERRORS = defineErrorDomain(
  {
    APP_PREVIEW_NOT_DECLARED: 10460,
    APP_PREVIEW_TABLE_NOT_FOUND: 10461,
    APP_PREVIEW_SAMPLE_UNREADABLE: 10462,
    APP_PREVIEW_SAMPLE_COLUMNS: 10463,
    APP_PREVIEW_SAMPLE_EMPTY: 10464,
    APP_PREVIEW_SAMPLE_TOO_LARGE: 10465,
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
    10465: {
      'zh-CN':
        '输出样例表格过大：文件不超过 {fileMb} MB、解压后不超过 {unpackedMb} MB、最多 {entries} 个内部文件，请精简后重新上传',
      'zh-TW':
        '輸出樣例表格過大：檔案不超過 {fileMb} MB、解壓後不超過 {unpackedMb} MB、最多 {entries} 個內部檔案，請精簡後重新上傳',
      'en-US':
        'The output sample spreadsheet is too large: at most {fileMb} MB, {unpackedMb} MB unpacked and {entries} parts inside; trim it and upload it again',
    },
  },
);
