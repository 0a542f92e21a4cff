import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../shared/session';

/** §2.9 not-found page: back and home buttons (home is the back office for a logged-in user, else the mall). */
export function Page() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const home = session.hasToken() ? '/home' : '/mall';
  return (
    <div
      data-testid="not-found"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f7fa',
      }}
    >
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.subtitle')}
        extra={
          <Space>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} data-testid="not-found-back">
              {t('notFound.back')}
            </Button>
            <Button
              type="primary"
              icon={<HomeOutlined />}
              onClick={() => navigate(home)}
              data-testid="not-found-home"
            >
              {t('notFound.home')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
