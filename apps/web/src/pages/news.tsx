import { NewsPage } from '../features/content/mall/news';

/** /news: news by category with hot news. */
export function Page() {
  return <NewsPage />;
}
