import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@datamall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/use-locale';
import { setLocale } from '../i18n';

const NATIVE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };

/** Language menu: sets the cookie, i18next, antd, dayjs, `<html lang>` and the title; server texts refetch. */
export function LanguageSwitch({ theme = 'light' }: { theme?: 'light' | 'dark' }) {
  const locale = useLocale();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const handleSelect = async (next: Locale) => {
    if (next === locale) return;
    await setLocale(next);
    // Menus, dictionaries and messages come localized from the server.
    await queryClient.invalidateQueries();
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((lng) => ({
          key: lng,
          label: <span data-testid={`lang-${lng}`}>{NATIVE_NAMES[lng]}</span>,
        })),
        onClick: ({ key }) => void handleSelect(key as Locale),
      }}
    >
      <Button
        type="text"
        data-testid="lang-switch"
        aria-label={t('language.label')}
        icon={<GlobalOutlined />}
        style={theme === 'dark' ? { color: 'rgba(255,255,255,0.85)' } : undefined}
      >
        {NATIVE_NAMES[locale]}
      </Button>
    </Dropdown>
  );
}
