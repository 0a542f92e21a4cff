import { ArrowRightOutlined } from '@ant-design/icons';
import type { content } from '@datamall/contract';
import { Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPager, usePageParams } from '../../../shared/ui/url-pager';
import { useArticleList, useArticleView } from '../api/public';
import { ArticleBody, ContentBanner } from './parts';

type Group = 'brand' | 'scene' | 'theme';

const GRADIENTS = [
  'linear-gradient(135deg,#6366f1,#8b5cf6)',
  'linear-gradient(135deg,#0ea5e9,#2563eb)',
  'linear-gradient(135deg,#10b981,#059669)',
  'linear-gradient(135deg,#f59e0b,#ea580c)',
];

/** A safe inline background: only URLs the server accepted (http(s) or a path of this site). */
function coverStyle(cover: string, index: number) {
  const safe = /^(https?:\/\/|\/(?!\/))[^\s"'()\\]*$/.test(cover);
  return {
    background:
      safe && cover ? `center / cover no-repeat url("${cover}")` : GRADIENTS[index % GRADIENTS.length],
  };
}

/** Tiles of brand, scene or theme articles with paging. */
export function ShowcaseList({
  group,
  title,
  subtitle,
  hrefOf,
}: {
  group: Group;
  title: ReactNode;
  subtitle?: ReactNode;
  hrefOf: (a: content.ArticleSummary) => string;
}) {
  const { t } = useTranslation('content');
  const { page, limit, setPage } = usePageParams();
  const list = useArticleList({ group, page, limit });
  return (
    <div data-testid={`${group}-list`}>
      <ContentBanner title={title} subtitle={subtitle} />
      <div className="content-page">
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !list.data?.list.length ? (
          <div className="content-card">
            <Empty description={t('mall.noShowcase')} style={{ padding: '48px 0' }} />
          </div>
        ) : (
          <div className="content-tile-grid">
            {list.data.list.map((a, i) => (
              <Link key={a.id} to={hrefOf(a)} className="content-tile" data-testid={`tile-${a.id}`}>
                <div className="content-tile-cover" style={coverStyle(a.coverImage, i)}>
                  {a.title}
                </div>
                <div className="content-tile-body">{a.summary}</div>
              </Link>
            ))}
          </div>
        )}
        <ListPager page={page} limit={limit} total={list.data?.total ?? 0} onChange={setPage} />
      </div>
    </div>
  );
}

/** A brand, scene or theme article with a way on to the goods. */
export function ShowcaseDetail({
  group,
  backTo,
  backText,
}: {
  group: Group;
  backTo: string;
  backText: ReactNode;
}) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const view = useArticleView(id);
  const link =
    view.data?.link ||
    (view.data?.keywords ? `/dataapp?keyword=${encodeURIComponent(view.data.keywords)}` : '');
  return (
    <div data-testid={`${group}-detail`}>
      <ContentBanner title={view.data?.title ?? ' '} subtitle={view.data?.summary} />
      <div className="content-page content-layout">
        <Card variant="borderless" className="content-card">
          <ArticleBody key={id} id={id} backTo={backTo} backText={backText} showTitle={false} />
        </Card>
        <aside className="content-side">
          <Card size="small" title={t(`mall.${group}Goods`)}>
            <p style={{ color: '#64748b' }}>{t('mall.goodsHint')}</p>
            {link && /^(\/(?!\/)|https?:\/\/)/.test(link) ? (
              link.startsWith('/') ? (
                <Link to={link}>
                  <Button type="primary" icon={<ArrowRightOutlined />} iconPosition="end" block>
                    {t('mall.browseGoods')}
                  </Button>
                </Link>
              ) : (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  <Button type="primary" block>
                    {t('mall.visitSite')}
                  </Button>
                </a>
              )
            ) : (
              <Link to="/dataapp">
                <Button block>{t('mall.browseGoods')}</Button>
              </Link>
            )}
            <Link to={backTo} style={{ display: 'block', marginTop: 12 }}>
              ← {backText}
            </Link>
          </Card>
        </aside>
      </div>
    </div>
  );
}

/** /brand?id=: one brand, or the brand list without an id. */
export function BrandPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  if (params.get('id'))
    return <ShowcaseDetail group="brand" backTo="/brand" backText={t('mall.backToBrands')} />;
  return (
    <ShowcaseList
      group="brand"
      title={t('mall.brandTitle')}
      subtitle={t('mall.brandSubtitle')}
      hrefOf={(a) => `/brand?id=${a.id}`}
    />
  );
}
