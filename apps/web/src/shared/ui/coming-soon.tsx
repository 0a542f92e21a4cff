import { RocketOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ComingSoonProps {
  /** The page's localized name, e.g. its menu name; a generic "coming soon" title without one. */
  name?: ReactNode;
  /**
   * Menu url or route, kept in `data-url` so tests and testers can tell which entry they opened. Never shown:
   * it is an internal id, not a name for users.
   */
  url: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
}

/** Placeholder for a page that a later release delivers. */
export function ComingSoon({ name, url, subtitle, extra }: ComingSoonProps) {
  const { t } = useTranslation('layout');
  return (
    <div data-testid="coming-soon" data-url={url}>
      <Result
        icon={<RocketOutlined style={{ color: '#2563eb' }} />}
        title={name || t('placeholder.title')}
        subTitle={subtitle ?? t('placeholder.subtitle')}
        extra={
          extra ?? (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('placeholder.hint')}
            </Typography.Text>
          )
        }
      />
    </div>
  );
}
