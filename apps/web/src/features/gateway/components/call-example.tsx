import { Alert, Card, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { curlCommand, gatewayCallUrl, KEY_PLACEHOLDER } from '../../../shared/gateway-call';
import { useFirstInterface } from '../api/interface-doc';

/** Stands for the interface path when the good documents none. */
const PATH_PLACEHOLDER = '/{path}';

export interface CallExampleProps {
  /** The gateway's base URL; null: no gateway is configured. */
  baseUrl: string | null;
  itemId: string;
  /** Prefix of the buyer's live key, to tell which key goes in the command. */
  keyPrefix: string | null;
}

/** A ready-to-copy curl call of the good's first interface through the gateway, key left as a placeholder. */
export function CallExample({ baseUrl, itemId, keyPrefix }: CallExampleProps) {
  const { t } = useTranslation('gateway');
  const first = useFirstInterface(baseUrl ? itemId : undefined);
  let body: ReactNode;
  if (!baseUrl) {
    body = <Alert type="info" showIcon message={t('call.noGateway')} data-testid="call-no-gateway" />;
  } else if (first.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else {
    const doc = first.data ?? null;
    const command = curlCommand({
      url: gatewayCallUrl(baseUrl, itemId, doc?.path ?? PATH_PLACEHOLDER),
      method: doc?.method ?? 'GET',
      apiKey: KEY_PLACEHOLDER,
      params: doc?.params,
    });
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {doc ? (
          <Typography.Text type="secondary" data-testid="call-interface">
            {t('call.interface')}: {doc.method} {doc.path} · {doc.name}
          </Typography.Text>
        ) : (
          <Alert type="warning" showIcon message={t('call.noInterface')} data-testid="call-no-interface" />
        )}
        <Typography.Paragraph
          code
          copyable={{ text: command, tooltips: [t('call.copy'), t('call.copied')] }}
          style={{ wordBreak: 'break-all', marginBottom: 0 }}
          data-testid="call-curl"
        >
          {command}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {keyPrefix ? t('call.hint', { prefix: keyPrefix }) : t('call.hintNoKey')} {t('call.version')}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Card size="small" title={t('call.title')} data-testid="call-example">
      {body}
    </Card>
  );
}
