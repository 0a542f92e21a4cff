import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** /home when the role has no shown menu entry. */
export function HomeEmpty() {
  const { t } = useTranslation('layout');
  return (
    <div style={{ background: '#fff', borderRadius: 8, padding: 48 }}>
      <Empty description={t('menu.empty')} />
    </div>
  );
}
