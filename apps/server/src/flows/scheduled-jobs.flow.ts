import type { Localized } from '@datamall/contract';
import type { BillingService } from '../modules/billing/billing.service.js';
import type { DeliveryService } from '../modules/delivery/delivery.service.js';
import type { EvidenceService } from '../modules/evidence/evidence.service.js';
import type { GatewayUsageService } from '../modules/gateway/gateway-usage.service.js';
import type { GrantExportService } from '../modules/grant-data/grant-data.exports.js';
import type { KmsService } from '../modules/kms/kms.service.js';
import type { OrderService } from '../modules/orders/orders.service.js';
import type { PrivacyJobService } from '../modules/privacy-jobs/privacy-jobs.service.js';
import type { JobParams } from '../modules/schedule/schedule.beans.js';
import type { ScheduleService } from '../modules/schedule/schedule.service.js';
import type { interruptedWork } from './interrupted-work.flow.js';

/** How many days of job logs the log-cleanup job keeps unless its params say `{"days": n}`. */
export const LOG_RETENTION_DAYS = 30;

const label = (zhCN: string, zhTW: string, enUS: string): Localized => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The optional `month` (YYYY-MM) of the statements job; problem text when it is malformed. */
function checkMonth(params: JobParams): string | null {
  if (params.month === undefined) return null;
  return typeof params.month === 'string' && MONTH.test(params.month) ? null : 'month must be YYYY-MM';
}

function checkDays(params: JobParams): string | null {
  if (params.days === undefined) return null;
  const days = params.days;
  return Number.isInteger(days) && (days as number) >= 1 && (days as number) <= 3650
    ? null
    : 'days must be a whole number from 1 to 3650';
}

/**
 * The platform's whole-platform work as scheduled-job beans, each with the default schedule of the timer it
 * replaces (the job is seeded at start when no job names the bean). Every one of them is idempotent, so a run
 * after a missed one catches up. Per-process housekeeping (this process's heartbeat, its batched view counts and
 * operation log) keeps its own timers.
 */
export function registerPlatformJobs(
  jobs: ScheduleService,
  m: {
    orders: OrderService;
    delivery: DeliveryService;
    gatewayUsage: GatewayUsageService;
    grantExports: GrantExportService;
    billing: BillingService;
    interruptedWork: ReturnType<typeof interruptedWork>;
    kms: KmsService;
    evidence: EvidenceService;
    privacyJobs: PrivacyJobService;
  },
) {
  const beans = jobs.beans;
  beans.register('orderExpirySweep', {
    label: label('未支付订单超时关闭', '未付款訂單逾時關閉', 'Expire unpaid orders'),
    defaultCron: '0 * * * * *',
    run: () => m.orders.sweep(),
  });
  beans.register('deliveryAutoConfirm', {
    label: label(
      '数据包交付自动确认',
      '資料包交付自動確認',
      'Confirm data-package deliveries left unconfirmed',
    ),
    defaultCron: '0 */10 * * * *',
    run: () => m.delivery.autoConfirmDue(),
  });
  beans.register('gatewayUsageEvidence', {
    label: label(
      '网关调用量存证（按日）',
      '閘道呼叫量存證（按日）',
      "Record each day's gateway calls as evidence",
    ),
    defaultCron: '0 */10 * * * *',
    run: () => m.gatewayUsage.recordDailyEvidence(),
  });
  beans.register('grantDataSync', {
    label: label('授权数据定时同步', '授權資料定時同步', 'Run the granted-data syncs that are due'),
    defaultCron: '0 * * * * *',
    run: () => m.grantExports.runDueSyncs(),
  });
  beans.register('billingMonthlyStatements', {
    label: label(
      '生成月度对账单（参数 month 可指定月份）',
      '產生月度對帳單（參數 month 可指定月份）',
      'Generate the monthly statements (params month: YYYY-MM, default last month)',
    ),
    defaultCron: '0 0 * * * *',
    checkParams: checkMonth,
    run: (params) =>
      typeof params.month === 'string'
        ? m.billing.statements.generateStatements(params.month)
        : m.billing.statements.runMonthlyJob(),
  });
  beans.register('interruptedWorkSweep', {
    label: label(
      '失败处理已停止进程遗留的任务',
      '失敗處理已停止程序遺留的任務',
      'Fail the runs and exports of server processes that stopped',
    ),
    defaultCron: '*/10 * * * * *',
    run: () => m.interruptedWork.sweep(),
  });
  beans.register('kmsKeyDestruction', {
    label: label(
      '销毁到期的计算密钥',
      '銷毀到期的計算金鑰',
      'Destroy computing keys whose destruction is due',
    ),
    defaultCron: '0 */10 * * * *',
    run: () => m.kms.destroyDue(),
  });
  beans.register('evidenceBlockSigning', {
    label: label('存证区块签名', '存證區塊簽章', 'Sign sealed evidence blocks'),
    defaultCron: '*/30 * * * * *',
    run: () => m.evidence.signing.signAll(),
  });
  beans.register('privacyJobDeadlines', {
    label: label('隐私计算任务超时处理', '隱私計算任務逾時處理', 'Fail the privacy jobs past their deadline'),
    defaultCron: '*/30 * * * * *',
    run: () => m.privacyJobs.expireOverdue(),
  });
  beans.register('scheduleLogCleanup', {
    label: label(
      '清理任务日志（参数 days 为保留天数）',
      '清理任務紀錄（參數 days 為保留天數）',
      'Delete old job logs (params days: days kept, default 30)',
    ),
    defaultCron: '0 0 3 * * *',
    checkParams: checkDays,
    run: (params) =>
      jobs.deleteLogsOlderThan(typeof params.days === 'number' ? params.days : LOG_RETENTION_DAYS),
  });
}
