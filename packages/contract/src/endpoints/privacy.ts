import { z } from 'zod';
import { defineEndpoint, zId } from '../endpoint.js';
import type { Localized } from '../locales.js';

/**
 * Privacy-computing jobs: a consumer's job runs on the privacy-computing nodes of the consumer and of suppliers
 * whose assets are granted to it; the platform coordinates and relays (packages/privacy holds the protocol).
 */
export const PRIVACY_JOB_KINDS = ['psi', 'statistics'] as const;
export const PRIVACY_CURVES = ['P-256', 'SM2'] as const;
export const PRIVACY_JOB_STATUSES = ['waiting', 'running', 'succeeded', 'failed'] as const;
export const zPrivacyJobStatus = z.enum(PRIVACY_JOB_STATUSES);
export type PrivacyJobStatus = z.infer<typeof zPrivacyJobStatus>;

/** Why a job failed; what the consumer reads (with the detail stored on the job). */
export const PRIVACY_JOB_FAILURES = [
  'node-offline',
  'timeout',
  'malformed-message',
  'inconsistent-shares',
  'invalid-spec',
  'node-reported',
  'internal',
] as const;
export type PrivacyJobFailure = (typeof PRIVACY_JOB_FAILURES)[number];

export const PRIVACY_JOB_FAILURE_LABELS: Record<PrivacyJobFailure, Localized> = {
  'node-offline': {
    'zh-CN': '参与方的隐私计算节点离线，任务等待超时',
    'zh-TW': '參與方的隱私計算節點離線，任務等待逾時',
    'en-US': "A party's privacy-computing node was offline until the job timed out",
  },
  timeout: {
    'zh-CN': '任务未在时限内完成',
    'zh-TW': '任務未在時限內完成',
    'en-US': 'The job did not finish in time',
  },
  'malformed-message': {
    'zh-CN': '某一参与方发送了格式错误的消息，任务已终止，未泄露任何数据',
    'zh-TW': '某一參與方傳送了格式錯誤的訊息，任務已終止，未洩露任何資料',
    'en-US': 'A party sent a malformed message; the job stopped without revealing anything',
  },
  'inconsistent-shares': {
    'zh-CN': '汇总后的分片不一致（某一参与方的分片有误），任务已终止，未泄露任何数据',
    'zh-TW': '彙總後的分片不一致（某一參與方的分片有誤），任務已終止，未洩露任何資料',
    'en-US':
      "The combined shares were inconsistent (a party's share was wrong); the job stopped without revealing anything",
  },
  'invalid-spec': {
    'zh-CN': '任务定义无法安全计算',
    'zh-TW': '任務定義無法安全計算',
    'en-US': 'The job cannot be computed safely as defined',
  },
  'node-reported': {
    'zh-CN': '参与方节点报告了错误',
    'zh-TW': '參與方節點回報了錯誤',
    'en-US': "A party's node reported an error",
  },
  internal: { 'zh-CN': '平台内部错误', 'zh-TW': '平台內部錯誤', 'en-US': 'Internal error of the platform' },
};

const zColumn = z.string().trim().min(1).max(128);

export const zStatisticsSpec = z.object({
  valueColumn: zColumn,
  groupColumn: zColumn.nullable(),
  categories: z.array(z.string().trim().min(1).max(100)).max(50),
  lower: z.number().finite(),
  upper: z.number().finite(),
  bins: z.number().int().min(0).max(50),
  decimals: z.number().int().min(0).max(6),
  epsilon: z.number().positive().max(10).nullable(),
  minGroupSize: z.number().int().min(1).max(1000),
});

export const zPrivacyJobSpec = z.object({
  jobId: z.string().min(1).max(64),
  kind: z.enum(PRIVACY_JOB_KINDS),
  curve: z.enum(PRIVACY_CURVES),
  joinColumn: zColumn.nullable(),
  statistics: zStatisticsSpec.nullable(),
});

/** Who receives a message that is not for a party. */
export const PRIVACY_COORDINATOR = 'coordinator';
/** Kinds of protocol messages a node sends; `directory` comes from the coordinator. */
export const PRIVACY_MESSAGE_KINDS = [
  'hello',
  'query',
  'answer',
  'mask-seed',
  'report',
  'contribution',
] as const;
/** Masked figures of a statistics job grow with the supplier's keys (about 700 bytes per key at 10 groups). */
export const PRIVACY_MESSAGE_MAX_BYTES = 48 * 1024 * 1024;

const zPartyId = z.string().min(1).max(40);

export const zPrivacyNodeTask = z.object({
  jobId: z.string(),
  party: zPartyId,
  role: z.enum(['consumer', 'supplier']),
  plan: z.object({
    spec: zPrivacyJobSpec,
    parties: z.array(z.object({ id: zPartyId, role: z.enum(['consumer', 'supplier']) })),
  }),
  /** The dataset on the node the party computes on (a name the node's configuration maps to its data). */
  dataset: z.string(),
  /** Supplier: whether the consumer may learn which keys intersect. */
  revealKeys: z.boolean(),
  /** Messages for this party after the cursor the node sent, oldest first. */
  messages: z.array(z.object({ id: z.number().int(), from: z.string(), kind: z.string(), body: z.string() })),
});
export type PrivacyNodeTask = z.infer<typeof zPrivacyNodeTask>;

/** The calling node (in the query, so its token is checked before the body is read). */
const zNodeCall = z.object({ nodeId: zId });

/**
 * A privacy-computing node's work: every running job with a party on it and the messages for those parties after
 * the node's cursors (`after`: last message id seen, keyed `<jobId>:<party>`). Authenticated by the node token
 * (header X-Node-Token), like the heartbeat.
 */
export const nodeInbox = defineEndpoint({
  id: 'privacy.nodeInbox',
  method: 'POST',
  path: '/server/privacy/node/inbox',
  summary: 'Privacy node: the jobs with a party on this node and their new messages (header X-Node-Token).',
  access: 'public',
  operationLog: false,
  query: zNodeCall,
  body: z.object({ after: z.record(z.string(), z.number().int().min(0)).default({}) }),
  response: z.object({ tasks: z.array(zPrivacyNodeTask), pollMilliseconds: z.number().int() }),
});

export const nodeSend = defineEndpoint({
  id: 'privacy.nodeSend',
  method: 'POST',
  path: '/server/privacy/node/send',
  summary: "Privacy node: a party's protocol messages, to the coordinator or (sealed) to another party.",
  access: 'public',
  operationLog: false,
  query: zNodeCall,
  body: z.object({
    jobId: z.string().min(1).max(64),
    party: zPartyId,
    messages: z
      .array(
        z.object({
          to: zPartyId,
          kind: z.enum(PRIVACY_MESSAGE_KINDS),
          body: z.string().max(PRIVACY_MESSAGE_MAX_BYTES),
        }),
      )
      .min(1)
      .max(20),
  }),
  response: z.object({ status: zPrivacyJobStatus }),
});

export const nodeFail = defineEndpoint({
  id: 'privacy.nodeFail',
  method: 'POST',
  path: '/server/privacy/node/fail',
  summary:
    'Privacy node: the party cannot go on (its data cannot be read, a message did not open…); fails the job.',
  access: 'public',
  operationLog: false,
  query: zNodeCall,
  body: z.object({
    jobId: z.string().min(1).max(64),
    party: zPartyId,
    failure: z.enum(['malformed-message', 'inconsistent-shares', 'invalid-spec', 'node-reported']),
    reason: z.string().max(500),
  }),
  response: z.object({ status: zPrivacyJobStatus }),
});
