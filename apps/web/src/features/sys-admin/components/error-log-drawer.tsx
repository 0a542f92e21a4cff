import type { ErrorLogRow } from '@datamall/contract';
import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format';
import { useErrorLogDetail } from '../api/error-log';

/** Pretty-prints JSON parameters; anything else as it is. */
function prettyParams(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const CODE_BLOCK = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  background: 'rgba(0, 0, 0, 0.04)',
  borderRadius: 6,
} as const;

/** One error log entry: the request, its redacted parameters and the stack. */
export function ErrorLogDrawer({ row, onClose }: { row: ErrorLogRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('sysAdmin');
  const detail = useErrorLogDetail(row?.id);
  const info = detail.data;
  return (
    <Drawer
      open={Boolean(row)}
      onClose={onClose}
      width={760}
      title={t('errorLog.detailTitle')}
      destroyOnHidden
      data-testid="error-log-drawer"
    >
      {detail.isError ? <Alert type="error" showIcon message={errorText(detail.error)} /> : null}
      {detail.isLoading ? <Skeleton active /> : null}
      {info ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('errorLog.time')}>
              {formatDateTime(info.createDate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('errorLog.requestId')}>
              <Typography.Text copyable>{info.requestId}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('errorLog.username')}>{info.username || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('errorLog.url')}>
              {info.method} {info.url}
            </Descriptions.Item>
            <Descriptions.Item label={t('errorLog.ip')}>{info.ip || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('errorLog.userAgent')}>{info.userAgent || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('errorLog.message')}>
              <Typography.Text type="danger">{info.errorMessage || '-'}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('errorLog.params')}
          </Typography.Title>
          <pre style={CODE_BLOCK}>{prettyParams(info.params) || '-'}</pre>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('errorLog.stack')}
          </Typography.Title>
          <pre style={CODE_BLOCK} data-testid="error-log-stack">
            {info.stack || '-'}
          </pre>
        </>
      ) : null}
    </Drawer>
  );
}
