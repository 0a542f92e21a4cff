import { ArticlePage } from '../../features/community/mall/article-page';

/** /community/detail?id=: the reading page of a published article. */
export function Page() {
  return <ArticlePage />;
}
