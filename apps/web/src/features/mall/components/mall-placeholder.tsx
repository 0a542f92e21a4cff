import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../shared/ui/coming-soon';

export interface MallPlaceholderProps {
  /** Route of the section, e.g. /dataapp. */
  path: string;
  title: string;
}

/** A mall section that a later release fills in, inside the mall layout. */
export function MallPlaceholder({ path, title }: MallPlaceholderProps) {
  const { t } = useTranslation('mall');
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px 64px' }}>
      <div style={{ background: '#fff', borderRadius: 14, padding: '24px 0' }}>
        <ComingSoon
          name={title}
          url={path}
          subtitle={t('placeholder.subtitle', { path })}
          extra={
            <Link to="/mall">
              <Button type="primary">{t('placeholder.back')}</Button>
            </Link>
          }
        />
      </div>
    </div>
  );
}
