import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useMenuNav } from '../features/access/api/menu-nav';
import { findTrail, flattenMenu, isExternalUrl } from '../features/access/menu';

function Frame({ src, title }: { src: string | undefined; title: string }) {
  const { t } = useTranslation('layout');
  if (!src || !isExternalUrl(src)) return <Result status="warning" title={t('iframe.invalid')} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 150px)', minHeight: 400 }}>
      <div style={{ textAlign: 'right', marginBottom: 8 }}>
        <Button size="small" icon={<ExportOutlined />} href={src} target="_blank" rel="noopener noreferrer">
          {t('iframe.openNew')}
        </Button>
      </div>
      <iframe
        src={src}
        title={title}
        data-testid="embedded-frame"
        style={{ flex: 1, width: '100%', border: 0, background: '#fff', borderRadius: 8 }}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

/**
 * `/iframe?url=https://…`: an external page inside the back office. Only urls of the role's own menu are
 * framed, so a crafted link cannot dress a foreign site in the platform's chrome.
 */
export function Page() {
  const [params] = useSearchParams();
  const { t } = useTranslation('layout');
  const menus = useMenuNav();
  const url = params.get('url') ?? undefined;
  if (menus.isPending) return null;
  const known = url !== undefined && flattenMenu(menus.data ?? []).some((node) => node.url === url);
  return <Frame src={known ? url : undefined} title={t('pages.iframe')} />;
}

/** A menu entry whose url is http(s) (§2.1): route `/iframe-<id>`. */
export function MenuFramePage() {
  const { pathname } = useLocation();
  const menus = useMenuNav();
  const entry = findTrail(menus.data ?? [], pathname).at(-1);
  if (!entry) return null;
  return <Frame src={entry.url} title={entry.name} />;
}
