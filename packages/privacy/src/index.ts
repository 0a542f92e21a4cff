export { ChannelKey } from './channel.js';
export { Coordinator } from './coordinator.js';
export { BlindingKey, hashToCurve, PSI_CURVES, type PsiCurve } from './curve.js';
export { type PrivacyFailure, PrivacyProtocolError } from './errors.js';
export { type LocalJobInput, runJobLocally, type TranscriptEntry } from './local-run.js';
export type * from './messages.js';
export { type HttpTransportOptions, httpTransport } from './node/http-transport.js';
export {
  checkPolicy,
  DatasetError,
  type DatasetPolicy,
  type DatasetReader,
  DEFAULT_DATASET_POLICY,
  type NodeFailure,
  type NodeTask,
  type NodeTransport,
  type OutboundMessage,
  PlatformRefusal,
  PrivacyNode,
  type PrivacyNodeOptions,
} from './node/runtime.js';
export { ConsumerParty, SupplierParty, type SupplierPolicy } from './parties.js';
export { checkJobSpec, JOB_KINDS, type JobKind, type JobSpec, LIMITS, type StatisticsSpec } from './spec.js';
export {
  type GroupResult,
  type Row,
  releaseStatistics,
  StatisticsLayout,
  type StatisticsResult,
} from './statistics.js';
