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
    OSS_FIXED_BY_ENVIRONMENT: 10667,
    OSS_READBACK_MISMATCH: 10668,
    OSS_SECRET_NOT_REUSABLE: 10669,
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
    10667: {
      'zh-CN': '云存储由服务器环境变量（S3_*）指定，不能在此修改',
      'zh-TW': '雲端儲存由伺服器環境變數（S3_*）指定，不能在此修改',
      'en-US': 'The cloud storage is set by the server environment (S3_*) and cannot be changed here',
    },
    10668: {
      'zh-CN': '存储服务读回的测试文件与写入的不一致',
      'zh-TW': '儲存服務讀回的測試檔案與寫入的不一致',
      'en-US': 'The test file read back from the storage service differs from the one written',
    },
    10669: {
      'zh-CN': '服务地址、存储桶或 Access Key 已更改，请重新输入 Secret Key（已保存的密钥只用于原来的存储）',
      'zh-TW':
        '服務位址、儲存貯體或 Access Key 已變更，請重新輸入 Secret Key（已儲存的金鑰只用於原來的儲存）',
      'en-US':
        'The endpoint, bucket or access key changed: enter the secret key again (the saved one is only used with the storage it was saved for)',
    },
  },
);
