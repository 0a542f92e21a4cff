import { ArticleEditForm } from '../../features/community/dev/article-edit-form';

/** Menu url dev/communityArticleEdit (hidden): write or edit a community article. */
export function Page() {
  return <ArticleEditForm />;
}
