import { CustomerServiceOutlined, QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, Input, List, Menu, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListPager, usePageParams } from '../../../shared/ui/url-pager';
import { useArticleList, useArticleView, useNav } from '../api/public';
import { ArticleBody, ContentBanner } from './parts';

const centerHref = (channelId: string, articleId?: string) =>
  `/help/center/${channelId}${articleId ? `?article=${articleId}` : ''}`;

/**
 * /help/center/{id}: help categories on the left (the help channel's children), the articles of category `id`
 * on the right, or one article with `?article=`. An unknown id (e.g. `/help` -> `/help/center/1` on a site
 * whose first help category has another id) shows the first category.
 */
export function HelpCenterPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const articleId = params.get('article');
  const keyword = params.get('q') ?? '';
  const { page, limit, setPage } = usePageParams();
  const nav = useNav('help');
  const categories = (nav.data ?? []).flatMap((r) => (r.children.length ? r.children : [r]));
  // An opened article shows its own category (the same query as the article body: one request, one visit).
  const opened = useArticleView(articleId);
  const current =
    categories.find((c) => articleId && c.scode === opened.data?.scode) ??
    categories.find((c) => c.id === id) ??
    categories[0];

  useEffect(() => {
    // Keep the address of the category actually shown (bookmarks, the menu's selection).
    if (current && current.id !== id && !articleId) navigate(centerHref(current.id), { replace: true });
  }, [current, id, articleId, navigate]);

  const list = useArticleList(
    keyword ? { group: 'help', keyword, page, limit } : { scode: current?.scode ?? '', page, limit },
    !!current && !articleId,
  );

  return (
    <div data-testid="help-center">
      <ContentBanner title={t('mall.helpTitle')} subtitle={t('mall.helpSubtitle')} />
      <div className="content-page help-layout">
        <aside className="help-side">
          {nav.isLoading ? (
            <Skeleton active style={{ padding: 16 }} />
          ) : (
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={current ? [current.id] : []}
              items={categories.map((c) => ({
                key: c.id,
                icon: <QuestionCircleOutlined />,
                label: (
                  <Link to={centerHref(c.id)} data-testid={`help-category-${c.scode}`}>
                    {c.name}
                  </Link>
                ),
              }))}
            />
          )}
          <div style={{ padding: '12px 16px' }}>
            <Link to="/help/bcNquestion">
              <Button block icon={<CustomerServiceOutlined />} data-testid="help-contact">
                {t('mall.contactUs')}
              </Button>
            </Link>
          </div>
        </aside>
        <main className="content-card">
          {!current && !nav.isLoading ? (
            <Empty description={t('mall.noHelp')} style={{ padding: '48px 0' }} />
          ) : articleId ? (
            <>
              <Link
                to={current ? centerHref(current.id) : '/help'}
                style={{ display: 'inline-block', marginBottom: 12 }}
              >
                ← {current?.name ?? t('mall.helpTitle')}
              </Link>
              <ArticleBody
                key={articleId}
                id={articleId}
                backTo={current ? centerHref(current.id) : '/help'}
                backText={t('mall.backToHelp')}
              />
            </>
          ) : (
            <>
              <Input.Search
                allowClear
                defaultValue={keyword}
                placeholder={t('mall.helpSearch')}
                onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {})}
                style={{ marginBottom: 16, maxWidth: 420 }}
                data-testid="help-search"
              />
              <h2 style={{ fontSize: 20, margin: '4px 0 8px' }}>
                {keyword ? t('mall.searchResults', { keyword }) : current?.name}
              </h2>
              {list.isLoading ? (
                <Skeleton active paragraph={{ rows: 6 }} />
              ) : (
                <List
                  data-testid="help-list"
                  dataSource={list.data?.list ?? []}
                  locale={{ emptyText: <Empty description={t('mall.noHelp')} /> }}
                  renderItem={(a) => (
                    <List.Item
                      extra={<RightOutlined style={{ color: '#94a3b8' }} />}
                      style={{ cursor: 'pointer' }}
                      onClick={() => setParams({ article: a.id })}
                    >
                      <List.Item.Meta
                        title={
                          <Link to={centerHref(current?.id ?? id, a.id)} data-testid={`help-article-${a.id}`}>
                            {a.title}
                          </Link>
                        }
                        description={a.summary}
                      />
                    </List.Item>
                  )}
                />
              )}
              <ListPager page={page} limit={limit} total={list.data?.total ?? 0} onChange={setPage} />
            </>
          )}
        </main>
      </div>
    </div>
  );
}
