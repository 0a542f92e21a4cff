import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useArticle } from '../api/public';
import { CommunityFrame } from '../components/community-frame';
import { CommunityMissing, LoadFailed, PopularArticles, SideColumns } from '../components/parts';
import { ArticleView } from './article-view';

/** /community/detail?id=: the standalone reading page of a published article (counts one view). */
export function ArticlePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useArticle(id);
  const a = article.data;

  return (
    <CommunityFrame active={a?.category} title={a?.title}>
      <div className="community-layout">
        <div className="community-card">
          {article.isLoading ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : a ? (
            <ArticleView article={a} />
          ) : article.isError && !(isApiError(article.error) && article.error.code === 404) ? (
            <LoadFailed />
          ) : (
            <CommunityMissing />
          )}
        </div>
        <aside className="community-side">
          <PopularArticles />
          <SideColumns />
        </aside>
      </div>
    </CommunityFrame>
  );
}
