import { ArticleForm } from '../../../features/content/admin/article-form';

/** Menu url operate/content/article-add-or-update (hidden): write or edit an article. */
export function Page() {
  return <ArticleForm />;
}
