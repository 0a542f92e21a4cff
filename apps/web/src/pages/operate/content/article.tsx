import { ArticleList } from '../../../features/content/admin/article-list';

/** Menu url operate/content/article: articles of every channel. */
export function Page() {
  return <ArticleList />;
}
