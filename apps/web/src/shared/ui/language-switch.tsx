import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@datamall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../chunk-reload';
import { useLocale } from '../hooks/use-locale';
import { setLocale } from '../i18n';

const NATIVE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };
/** What the compact button shows beside the globe: each language's own short name. */
const SHORT_NAMES: Record<Locale, string> = { 'zh-CN': '简', 'zh-TW': '繁', 'en-US': 'EN' };

type DropdownComponent = typeof import('antd/es/dropdown').default;

/**
 * antd Dropdown (menu, trigger, overflow: ~40 KB gzip) is not part of the first paint of the mall header:
 * it loads on the first hover, focus or click of the language button.
 */
let dropdown: DropdownComponent | undefined;
let dropdownLoading: Promise<DropdownComponent> | undefined;
function loadDropdown(): Promise<DropdownComponent> {
  dropdownLoading ??= loadChunk(() => import('antd/es/dropdown')).then((module) => {
    dropdown = module.default;
    return dropdown;
  });
  dropdownLoading.catch(() => {
    dropdownLoading = undefined;
  });
  return dropdownLoading;
}

export interface LanguageSwitchProps {
  theme?: 'light' | 'dark';
  /** Narrow headers (phones): the globe and a short code ("简", "繁", "EN"); the full name stays in the title. */
  compact?: boolean;
}

/** Language menu: sets the cookie, i18next, antd, dayjs, `<html lang>` and the title; server texts refetch. */
export function LanguageSwitch({ theme = 'light', compact = false }: LanguageSwitchProps) {
  const locale = useLocale();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [Dropdown, setDropdown] = useState<DropdownComponent | undefined>(() => dropdown);
  const [open, setOpen] = useState(false);

  const handleSelect = async (next: Locale) => {
    setOpen(false);
    if (next === locale) return;
    await setLocale(next);
    // Menus, dictionaries and messages come localized from the server.
    await queryClient.invalidateQueries();
  };

  const preload = () => void loadDropdown().catch(() => undefined);
  const openMenu = () =>
    void loadDropdown().then(
      (component) => {
        setDropdown(() => component);
        setOpen(true);
      },
      () => undefined,
    );

  // A plain button (styles in index.html): antd Button's runtime stays out of the mall's first paint.
  const button = (
    <button
      type="button"
      className="ui-btn ui-btn-text"
      data-testid="lang-switch"
      data-compact={compact || undefined}
      aria-label={t('language.label')}
      title={compact ? NATIVE_NAMES[locale] : undefined}
      aria-haspopup="menu"
      style={{
        ...(theme === 'dark' ? { color: 'rgba(255,255,255,0.85)' } : {}),
        ...(compact ? { gap: 4, paddingInline: 8 } : {}),
      }}
      onMouseEnter={Dropdown ? undefined : preload}
      onFocus={Dropdown ? undefined : preload}
      onClick={Dropdown ? undefined : openMenu}
    >
      <GlobalOutlined />
      {compact ? SHORT_NAMES[locale] : NATIVE_NAMES[locale]}
    </button>
  );
  if (!Dropdown) return button;

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
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
      {button}
    </Dropdown>
  );
}
