import type { nodes } from '@datamall/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { TONE_COLOR } from '../../../shared/ui/status-tag';

/** Online (positive) or offline (error, §4 display groups), with the last heartbeat in the tooltip. */
export function NodeStatusTag({
  node,
}: {
  node: Pick<nodes.NodeInfo, 'status' | 'lastHeartbeatAt' | 'name'>;
}) {
  const { t } = useTranslation('nodes');
  const tone = node.status === 'online' ? 'positive' : 'error';
  return (
    <Tooltip
      title={
        node.lastHeartbeatAt
          ? t('status.lastBeat', { time: formatDateTime(node.lastHeartbeatAt) })
          : t('status.never')
      }
    >
      <Tag
        color={TONE_COLOR[tone]}
        data-testid={`node-status-${node.name}`}
        data-status={node.status}
        data-tone={tone}
      >
        {t(`status.${node.status}`)}
      </Tag>
    </Tooltip>
  );
}
