import { SafetyOutlined } from '@ant-design/icons';
import { endpoints } from '@datamall/contract';
import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';
import { captchaUrl } from '../api/captcha';

export interface CaptchaFieldProps {
  uuid: string;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
}

/** Captcha text input with its image; clicking the image asks for a new one (new uuid). */
export function CaptchaField({ uuid, onRefresh, value, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Input
        size="large"
        prefix={<SafetyOutlined style={{ color: '#94a3b8' }} />}
        placeholder={t('login.captcha')}
        autoComplete="off"
        maxLength={zodMaxLength(endpoints.identity.login, 'captcha')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        data-testid="login-captcha"
      />
      <Tooltip title={t('login.captchaRefresh')}>
        <button
          type="button"
          onClick={onRefresh}
          aria-label={t('login.captchaRefresh')}
          style={{
            flex: '0 0 120px',
            height: 40,
            padding: 0,
            border: '1px solid #d9d9d9',
            borderRadius: 8,
            background: '#f8fafc',
            cursor: 'pointer',
            overflow: 'hidden',
          }}
        >
          <img
            src={captchaUrl(uuid)}
            alt={t('login.captchaAlt')}
            data-testid="login-captcha-image"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </button>
      </Tooltip>
    </div>
  );
}
