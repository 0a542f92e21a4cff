import { defineErrorDomain } from './domain.js';

/** Excel import of the administration console (and the cloud storage settings): 10660–10669. */
export const EXCEL_IMPORT_ERRORS = defineErrorDomain(
  {
    EXCEL_IMPORT_NOT_XLSX: 10660,
    EXCEL_IMPORT_FILE_TOO_LARGE: 10661,
    EXCEL_IMPORT_TOO_MANY_ROWS: 10662,
    EXCEL_IMPORT_HEADER_MISSING: 10663,
    EXCEL_IMPORT_HEADER_UNKNOWN: 10664,
    EXCEL_IMPORT_NO_ROWS: 10665,
    EXCEL_IMPORT_CONFLICT: 10666,
  },
  {
    10660: {
      'zh-CN': '文件不是可读取的 Excel 工作簿（.xlsx），请使用下载的模板填写',
      'zh-TW': '檔案不是可讀取的 Excel 活頁簿（.xlsx），請使用下載的範本填寫',
      'en-US': 'The file is not a readable Excel workbook (.xlsx): fill in the downloaded template',
    },
    10661: {
      'zh-CN': '文件过大：最多 {maxMb} MB',
      'zh-TW': '檔案過大：最多 {maxMb} MB',
      'en-US': 'The file is too large: at most {maxMb} MB',
    },
    10662: {
      'zh-CN': '数据行过多：每次最多导入 {max} 行，请分批导入',
      'zh-TW': '資料列過多：每次最多匯入 {max} 列，請分批匯入',
      'en-US': 'Too many rows: at most {max} rows per import, import the data in parts',
    },
    10663: {
      'zh-CN': '表头缺少列「{column}」，请使用下载的模板',
      'zh-TW': '表頭缺少欄「{column}」，請使用下載的範本',
      'en-US': 'The header row lacks the column "{column}": use the downloaded template',
    },
    10664: {
      'zh-CN': '表头含有模板之外的列「{column}」，请使用下载的模板',
      'zh-TW': '表頭含有範本之外的欄「{column}」，請使用下載的範本',
      'en-US':
        'The header row has a column "{column}" that is not in the template: use the downloaded template',
    },
    10665: {
      'zh-CN': '文件中没有数据行',
      'zh-TW': '檔案中沒有資料列',
      'en-US': 'The file has no data rows',
    },
    10666: {
      'zh-CN': '导入期间数据已被他人修改（{detail}），未导入任何数据，请重新导入',
      'zh-TW': '匯入期間資料已被他人修改（{detail}），未匯入任何資料，請重新匯入',
      'en-US': 'The data changed during the import ({detail}); nothing was imported, import the file again',
    },
  },
);
