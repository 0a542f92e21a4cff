import { Navigate, useParams } from 'react-router';
import { isCategory } from '../../features/community/labels';
import { ArticleListPage } from '../../features/community/mall/article-list-page';

/** /community/frontend|backend|api|devtool|test: the published articles of a category. */
export function Page() {
  const { category } = useParams();
  if (!isCategory(category)) return <Navigate to="/community/frontend" replace />;
  return <ArticleListPage key={category} category={category} />;
}
