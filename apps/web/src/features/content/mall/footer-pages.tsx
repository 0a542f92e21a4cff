import { RightOutlined } from '@ant-design/icons';
import type { content } from '@datamall/contract';
import { Empty, List, Menu, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { RichTextView } from '../../../shared/ui/rich-text/rich-text-view';
import { useFooterChildren, useFooterEntry } from '../api/public';
import { footerHref, isExternal } from './footer-links';
import { ContentBanner, ContentMissing } from './parts';

function EntryLink({ entry, children }: { entry: content.FooterClass; children: React.ReactNode }) {
  const href = footerHref(entry);
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  );
}

/** /footer-detail?id=: a footer entry's own page, with the other entries of its column beside it. */
export function FooterDetailPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id');
  const entry = useFooterEntry(id);
  const column = useFooterEntry(entry.data && entry.data.pid !== '0' ? entry.data.pid : undefined);
  const siblings = useFooterChildren(entry.data && entry.data.pid !== '0' ? entry.data.pid : undefined);

  if (entry.isLoading) return <Skeleton active style={{ maxWidth: 1200, margin: '48px auto' }} />;
  if (!entry.data) {
    if (entry.isError && !(isApiError(entry.error) && entry.error.code === 404)) {
      return <Result status="warning" title={t('mall.loadFailed')} />;
    }
    return <ContentMissing backTo="/mall" backText={t('mall.backHome')} />;
  }
  const e = entry.data;
  return (
    <div data-testid="footer-detail">
      <ContentBanner title={e.name} subtitle={column.data?.name} />
      <div className="content-page help-layout">
        <aside className="help-side">
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 'none' }}
            selectedKeys={[e.id]}
            items={(siblings.data ?? [e]).map((s) => ({
              key: s.id,
              label: <EntryLink entry={s}>{s.name}</EntryLink>,
            }))}
          />
        </aside>
        <main className="content-card">
          {e.content ? (
            <RichTextView html={e.content} testId="footer-content" />
          ) : (
            <Empty description={t('mall.noBody')} />
          )}
        </main>
      </div>
    </div>
  );
}

/** /footer-page?id=: a footer column and its entries. */
export function FooterColumnPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id');
  const column = useFooterEntry(id);
  const entries = useFooterChildren(id);

  if (column.isLoading) return <Skeleton active style={{ maxWidth: 1200, margin: '48px auto' }} />;
  if (!column.data) return <ContentMissing backTo="/mall" backText={t('mall.backHome')} />;
  return (
    <div data-testid="footer-page">
      <ContentBanner title={column.data.name} />
      <div className="content-page">
        <div className="content-card">
          {column.data.content && <RichTextView html={column.data.content} />}
          <List
            loading={entries.isLoading}
            dataSource={entries.data ?? []}
            locale={{ emptyText: <Empty description={t('mall.noEntries')} /> }}
            renderItem={(s) => (
              <List.Item extra={<RightOutlined style={{ color: '#94a3b8' }} />}>
                <EntryLink entry={s}>{s.name}</EntryLink>
              </List.Item>
            )}
          />
        </div>
      </div>
    </div>
  );
}
