import type { nodes } from '@datamall/contract';
import { Typography } from 'antd';
import { formatDateTime } from '../../../shared/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Last heartbeat with the version the node reported under it. */
export function heartbeatCell(row: nodes.NodeInfo, t: Translate) {
  if (!row.lastHeartbeatAt) return <Typography.Text type="secondary">{t('status.never')}</Typography.Text>;
  return (
    <div style={{ lineHeight: 1.3 }}>
      <div>{formatDateTime(row.lastHeartbeatAt)}</div>
      {row.version ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          v{row.version}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** Where the node sits: under a primary node, primary of some secondaries, or alone. */
export function bindingCell(row: nodes.NodeInfo, t: Translate) {
  if (row.primaryId) return t('binding.under', { name: row.primaryName });
  if (row.secondaryCount > 0) return t('binding.primaryOf', { count: row.secondaryCount });
  return '-';
}
