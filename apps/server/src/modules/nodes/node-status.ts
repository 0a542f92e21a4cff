import { nodes } from '@datamall/contract';

const { NODE_OFFLINE_AFTER_SECONDS } = nodes;

export interface HeartbeatState {
  lastHeartbeatAt: Date | null;
  /** online | offline as the node last reported it. */
  lastReportedStatus: string;
}

/** The oldest heartbeat that still counts: a node whose last beat is older is offline. */
export function onlineThreshold(now: Date, offlineAfterSeconds = NODE_OFFLINE_AFTER_SECONDS): Date {
  return new Date(now.getTime() - offlineAfterSeconds * 1000);
}

/**
 * Online when the node's last heartbeat said online and arrived within the offline window (inclusive);
 * never beaten, announced offline, or silent for longer: offline. A beat stamped in the future (clock skew
 * between app nodes) counts as just now.
 */
export function nodeStatus(
  state: HeartbeatState,
  now: Date,
  offlineAfterSeconds = NODE_OFFLINE_AFTER_SECONDS,
): nodes.NodeStatus {
  if (!state.lastHeartbeatAt || state.lastReportedStatus !== 'online') return 'offline';
  return state.lastHeartbeatAt.getTime() >= onlineThreshold(now, offlineAfterSeconds).getTime()
    ? 'online'
    : 'offline';
}
