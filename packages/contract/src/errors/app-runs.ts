import { defineErrorDomain } from './domain.js';

/** Runs of application goods: 10420–10439. */
export const APP_RUN_ERRORS = defineErrorDomain(
  {
    APP_RUN_NOT_APPLICATION: 10420,
    APP_RUN_ORDER_NOT_PAID: 10421,
    APP_RUN_NOT_DECLARED: 10422,
    APP_RUN_SQL_INVALID: 10423,
    APP_RUN_INPUT_MISMATCH: 10424,
    APP_RUN_COLUMN_MISSING: 10425,
    APP_RUN_COLUMN_TYPE: 10426,
    APP_RUN_NOT_CONFIGURED: 10427,
    APP_RUN_SQL_CONNECTIONS: 10429,
    APP_RUN_OUTPUT_KIND: 10430,
    APP_RUN_JS_INVALID: 10431,
  },
  {
    10420: {
      'zh-CN': '该商品不是数据应用',
      'zh-TW': '該商品不是資料應用',
      'en-US': 'This good is not a data application',
    },
    10421: {
      'zh-CN': '订单未支付，不能配置或运行数据应用',
      'zh-TW': '訂單未付款，不能設定或執行資料應用',
      'en-US': 'The order is not paid: the data application cannot be configured or run',
    },
    10422: {
      'zh-CN': '开发者尚未声明该数据应用的作业',
      'zh-TW': '開發者尚未宣告該資料應用的作業',
      'en-US': 'The developer has not declared the job of this data application yet',
    },
    10423: {
      'zh-CN': 'SQL作业必须是一条SELECT语句：{detail}',
      'zh-TW': 'SQL作業必須是一條SELECT陳述式：{detail}',
      'en-US': 'A SQL job must be a single SELECT statement: {detail}',
    },
    10424: {
      'zh-CN': '输入“{name}”与数据应用声明的输入不一致',
      'zh-TW': '輸入「{name}」與資料應用宣告的輸入不一致',
      'en-US': 'Input "{name}" does not match the inputs the application declares',
    },
    10425: {
      'zh-CN': '表“{table}”缺少必需的列：{columns}',
      'zh-TW': '表「{table}」缺少必需的欄位：{columns}',
      'en-US': 'Table "{table}" lacks the required columns: {columns}',
    },
    10426: {
      'zh-CN': '表“{table}”的列“{column}”类型为{actual}，应用需要{expected}',
      'zh-TW': '表「{table}」的欄位「{column}」型別為{actual}，應用需要{expected}',
      'en-US': 'Column "{column}" of table "{table}" is {actual}; the application needs {expected}',
    },
    10427: {
      'zh-CN': '请先完成输入配置和输出配置再运行',
      'zh-TW': '請先完成輸入設定和輸出設定再執行',
      'en-US': 'Configure the input and the output before running',
    },
    10429: {
      'zh-CN': 'SQL作业的所有输入必须来自同一个数据库连接',
      'zh-TW': 'SQL作業的所有輸入必須來自同一個資料庫連線',
      'en-US': 'All inputs of a SQL job must be tables of the same database connection',
    },
    10430: {
      'zh-CN': '该应用的输出是{kind}，请选择相应的输出目标',
      'zh-TW': '該應用的輸出是{kind}，請選擇相應的輸出目標',
      'en-US': 'This application writes a {kind}: choose a matching output target',
    },
    10431: {
      'zh-CN': 'JavaScript作业无法编译：{detail}',
      'zh-TW': 'JavaScript作業無法編譯：{detail}',
      'en-US': 'The JavaScript job does not compile: {detail}',
    },
  },
);
