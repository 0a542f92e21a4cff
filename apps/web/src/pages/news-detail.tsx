import { NewsDetailPage } from '../features/content/mall/news';

/** /news-detail?id=: one news article. */
export function Page() {
  return <NewsDetailPage />;
}
