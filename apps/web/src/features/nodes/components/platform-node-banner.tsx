import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatformNode } from '../api/query-node';
import { NodeStatusTag } from './node-status-tag';

/** The platform node (platformNodeId of the global state) that owners' nodes work with. */
export function PlatformNodeBanner() {
  const { t } = useTranslation('nodes');
  const platform = usePlatformNode();
  if (platform.isPending) return null;
  const node = platform.data;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="platform-node"
      message={
        node ? (
          <Space wrap>
            <Typography.Text strong>{t('platform.title')}:</Typography.Text>
            <span>{node.name}</span>
            <Tag>{t(`kind.${node.kind}`)}</Tag>
            <Typography.Text copyable>{node.address}</Typography.Text>
            <NodeStatusTag node={node} />
          </Space>
        ) : (
          t('platform.none')
        )
      }
    />
  );
}
