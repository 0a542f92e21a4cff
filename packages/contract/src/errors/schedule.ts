import { defineErrorDomain } from './domain.js';

/** Scheduled jobs of the operator console: 10620–10629. */
export const SCHEDULE_ERRORS = defineErrorDomain(
  {
    SCHEDULE_CRON_INVALID: 10620,
    SCHEDULE_CRON_NEVER_FIRES: 10621,
    SCHEDULE_BEAN_UNKNOWN: 10622,
    SCHEDULE_PARAMS_INVALID: 10623,
    SCHEDULE_JOB_NOT_FOUND: 10624,
    SCHEDULE_JOB_RUNNING: 10625,
    SCHEDULE_LOG_NOT_FOUND: 10626,
  },
  {
    10620: {
      'zh-CN': 'Cron 表达式“{cron}”无效：{reason}',
      'zh-TW': 'Cron 運算式「{cron}」無效：{reason}',
      'en-US': 'The cron expression "{cron}" is invalid: {reason}',
    },
    10621: {
      'zh-CN': 'Cron 表达式“{cron}”今后不会触发，请检查日期（如 2 月 30 日）',
      'zh-TW': 'Cron 運算式「{cron}」今後不會觸發，請檢查日期（如 2 月 30 日）',
      'en-US': 'The cron expression "{cron}" never fires from now on: check its dates (such as 30 February)',
    },
    10622: {
      'zh-CN': '没有名为“{beanName}”的任务 Bean，请从已注册的 Bean 中选择',
      'zh-TW': '沒有名為「{beanName}」的任務 Bean，請從已註冊的 Bean 中選擇',
      'en-US': 'No job bean is named "{beanName}": choose one of the registered beans',
    },
    10623: {
      'zh-CN': '任务参数必须是 JSON 对象（如 {"key":"value"}）或留空：{reason}',
      'zh-TW': '任務參數必須是 JSON 物件（如 {"key":"value"}）或留空：{reason}',
      'en-US': 'Job parameters must be a JSON object (such as {"key":"value"}) or empty: {reason}',
    },
    10624: {
      'zh-CN': '定时任务 {id} 不存在',
      'zh-TW': '排程任務 {id} 不存在',
      'en-US': 'Scheduled job {id} does not exist',
    },
    10625: {
      'zh-CN': '定时任务 {id}（{beanName}）正在运行，请待其结束后再执行',
      'zh-TW': '排程任務 {id}（{beanName}）正在執行，請待其結束後再執行',
      'en-US': 'Scheduled job {id} ({beanName}) is running: run it again once this run ends',
    },
    10626: {
      'zh-CN': '任务日志 {id} 不存在',
      'zh-TW': '任務紀錄 {id} 不存在',
      'en-US': 'Job log {id} does not exist',
    },
  },
);
