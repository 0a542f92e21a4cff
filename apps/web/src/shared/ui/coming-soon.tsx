import { RocketOutlined } from '@ant-design/icons';
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ComingSoonProps {
  /** The page's name, e.g. its menu name. */
  name: ReactNode;
  /** Menu url or route, shown so testers know which entry they opened. */
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
        title={name}
        subTitle={subtitle ?? t('placeholder.subtitle', { url })}
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
