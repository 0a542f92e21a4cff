import type { DatabaseConnection } from '@datamall/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Status of the last connection test: never tested, ok (with the version), or failed (reason on hover). */
export function TestResultTag({ connection }: { connection: DatabaseConnection }) {
  const { t } = useTranslation('connections');
  if (connection.lastTestCode === null) return <Tag data-testid="test-status">{t('status.untested')}</Tag>;
  if (connection.lastTestCode === 0) {
    return (
      <Tooltip title={connection.lastTestVersion}>
        <Tag color="success" data-testid="test-status">
          {t('status.ok')}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={connection.lastTestMessage}>
      <Tag color="error" data-testid="test-status">
        {t('status.failed')}
      </Tag>
    </Tooltip>
  );
}
