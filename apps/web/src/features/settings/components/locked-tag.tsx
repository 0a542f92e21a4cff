import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** A lock tag: seeded from the contract, used by the code. */
export function LockedTag({ testId }: { testId: string }) {
  const { t } = useTranslation('settings');
  return (
    <Tooltip title={t('dict.lockedHint')}>
      <Tag icon={<LockOutlined />} color="blue" data-testid={testId}>
        {t('dict.locked')}
      </Tag>
    </Tooltip>
  );
}
