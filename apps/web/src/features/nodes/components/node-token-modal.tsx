import { nodes } from '@datamall/contract';
import { Alert, type ButtonProps, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NodeTokenModalProps {
  /** The node and its token; undefined closes the modal. */
  value: { nodeId: string; name: string; token: string } | undefined;
  /** Title: a new node or a reset token. */
  created?: boolean;
  onClose: () => void;
}

/** The heartbeat call an edge node makes, as a shell command. */
export function heartbeatCommand(origin: string, nodeId: string, token: string): string {
  return [
    `curl -X POST "${origin}/server/user/edgeNodeStatus?nodeId=${nodeId}&version=1.0.0"`,
    `  -H "X-Node-Token: ${token}"`,
  ].join(' \\\n');
}

/** Shows a node token the only time it is known, with the heartbeat call that uses it. */
export function NodeTokenModal({ value, created = false, onClose }: NodeTokenModalProps) {
  const { t } = useTranslation('nodes');
  return (
    <Modal
      open={Boolean(value)}
      title={created ? t('token.createdTitle') : t('token.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('token.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'node-token-done' } as ButtonProps}
      maskClosable={false}
      width={680}
      destroyOnHidden
    >
      {value ? (
        <div data-testid="node-token-modal">
          <Alert type="warning" showIcon message={t('token.once')} style={{ marginBottom: 16 }} />
          <Typography.Text strong>{value.name}</Typography.Text>
          <Typography.Paragraph
            copyable={{ text: value.token }}
            code
            style={{ marginTop: 8, wordBreak: 'break-all' }}
            data-testid="node-token"
          >
            {value.token}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t('token.usage', { interval: nodes.NODE_HEARTBEAT_INTERVAL_SECONDS })}
          </Typography.Paragraph>
          <pre
            style={{
              background: 'rgba(0,0,0,0.04)',
              padding: 12,
              borderRadius: 6,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              fontSize: 12,
              margin: 0,
            }}
            data-testid="node-heartbeat-command"
          >
            {heartbeatCommand(window.location.origin, value.nodeId, value.token)}
          </pre>
        </div>
      ) : null}
    </Modal>
  );
}
