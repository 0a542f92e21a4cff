import { ColumnArticlePage } from '../../../features/community/mall/column-article-page';

/** /community/column/detail?id=<article>: an article read inside its column. */
export function Page() {
  return <ColumnArticlePage />;
}
