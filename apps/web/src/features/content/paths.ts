/** Routes of the content pages (menu URLs with slashes turned into dashes). */
export const contentPaths = {
  articles: '/operate-content-article',
  articleEdit: (id?: string) => `/operate-content-article-add-or-update${id ? `?id=${id}` : ''}`,
  footer: '/operate-zqfooterclass-zqfooterclass',
  footerEdit: (id?: string, pid?: string) =>
    `/operate-zqfooterclass-zqfooterclass-add-or-update${id ? `?id=${id}` : pid ? `?pid=${pid}` : ''}`,
  agreements: '/operate-zqagreement-zqagreement',
  agreementEdit: (id?: string) => `/operate-zqagreement-zqagreement-add-or-update${id ? `?id=${id}` : ''}`,
  myNotices: '/sys-notice-user',
};
