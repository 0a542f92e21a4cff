import { EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { ListPager, usePageParams } from '../../../shared/ui/url-pager';
import { useColumns } from '../api/public';
import { CommunityFrame, CommunityToolbar } from '../components/community-frame';
import { AuthorLink, ListEmpty, ListSkeleton, LoadFailed } from '../components/parts';
import { communityPaths, keywordParam } from '../paths';

/** /community/column: the published columns, with a keyword. */
export function ColumnListPage() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const keyword = keywordParam(params);
  const { page, limit, setPage } = usePageParams();
  const list = useColumns({ keyword, page, limit });
  const rows = list.data?.list ?? [];

  return (
    <CommunityFrame active="column" title={t('mall.columns')}>
      <section className="community-card" data-testid="community-column-list">
        <CommunityToolbar />
        {list.isLoading ? (
          <ListSkeleton rows={3} />
        ) : list.isError ? (
          <LoadFailed />
        ) : !rows.length ? (
          <ListEmpty
            total={list.data?.total ?? 0}
            page={page}
            onFirstPage={() => setPage(1)}
            description={keyword ? t('mall.noMatch', { keyword }) : t('mall.noColumns')}
          />
        ) : (
          <div className="community-column-grid" style={{ marginTop: 12 }}>
            {rows.map((c) => (
              <div className="community-column-card" key={c.id} data-testid={`community-column-${c.id}`}>
                <h3>
                  <Link to={communityPaths.column(c.id)}>{c.title}</Link>
                </h3>
                <p>{c.summary || t('mall.noSummary')}</p>
                <div className="community-meta">
                  <AuthorLink id={c.authorId} name={c.authorName} />
                  <span>
                    <FileTextOutlined />{' '}
                    {t('mall.articleCount', { count: c.articleCount, n: c.articleCount })}
                  </span>
                  <span>
                    <EyeOutlined /> {t('mall.views', { count: c.views, n: formatNumber(c.views) })}
                  </span>
                </div>
              </div>
            ))}
          </div>
        )}
        <ListPager page={page} limit={limit} total={list.data?.total ?? 0} onChange={setPage} />
      </section>
    </CommunityFrame>
  );
}
