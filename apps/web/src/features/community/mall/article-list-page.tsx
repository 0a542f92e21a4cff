import type { community } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPager, usePageParams } from '../../../shared/ui/url-pager';
import { useArticles } from '../api/public';
import { CommunityFrame, CommunityToolbar } from '../components/community-frame';
import {
  ArticleItem,
  ListEmpty,
  ListSkeleton,
  LoadFailed,
  PopularArticles,
  SideColumns,
} from '../components/parts';
import { allCategoriesParam, keywordParam } from '../paths';

/**
 * /community/<category>: the published articles of a category (or, with `scope=all`, of every category, each
 * with its category), newest or most read first, with a keyword.
 */
export function ArticleListPage({ category }: { category: community.Category }) {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const keyword = keywordParam(params);
  const everyCategory = allCategoriesParam(params);
  const sort = params.get('sort') === 'hot' ? 'hot' : 'latest';
  const { page, limit, setPage } = usePageParams();
  const list = useArticles({ category: everyCategory ? undefined : category, keyword, sort, page, limit });
  const rows = list.data?.list ?? [];

  return (
    <CommunityFrame active={category} title={everyCategory ? undefined : t(`categories.${category}`)}>
      <div className="community-layout">
        <section className="community-card" data-testid="community-article-list">
          <CommunityToolbar articles />
          {list.isLoading ? (
            <ListSkeleton />
          ) : list.isError ? (
            <LoadFailed />
          ) : !rows.length ? (
            <ListEmpty
              total={list.data?.total ?? 0}
              page={page}
              onFirstPage={() => setPage(1)}
              description={
                keyword
                  ? t('mall.noMatch', { keyword })
                  : everyCategory
                    ? t('mall.noArticles')
                    : t('mall.noArticlesIn', { category: t(`categories.${category}`) })
              }
            />
          ) : (
            <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {rows.map((a) => (
                <ArticleItem key={a.id} article={a} showCategory={everyCategory} />
              ))}
            </div>
          )}
          <ListPager page={page} limit={limit} total={list.data?.total ?? 0} onChange={setPage} />
        </section>
        <aside className="community-side">
          <PopularArticles />
          <SideColumns />
        </aside>
      </div>
    </CommunityFrame>
  );
}
