import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const RULES = [
  { key: 'length', test: (v: string) => v.length >= 8 && v.length <= 32 },
  { key: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { key: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { key: 'digit', test: (v: string) => /\d/.test(v) },
] as const;

/** The password rules (8-32 characters, upper, lower, digit), ticked off live as the user types. */
export function PasswordChecklist({ value = '' }: { value?: string }) {
  const { t } = useTranslation('auth');
  return (
    <ul
      data-testid="password-rules"
      aria-label={t('register.passwordRules')}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: '2px 16px',
        margin: '4px 0 0',
        padding: 0,
        listStyle: 'none',
        fontSize: 12,
      }}
    >
      {RULES.map((rule) => {
        const ok = rule.test(value);
        return (
          <li key={rule.key} style={{ color: ok ? '#16a34a' : '#94a3b8' }} data-ok={ok}>
            {ok ? <CheckCircleFilled /> : <MinusCircleOutlined />} {t(`register.rule.${rule.key}`)}
          </li>
        );
      })}
    </ul>
  );
}
