import { Collapse, Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useArticleList, useNav } from '../api/public';
import { ArticleBody, ContentBanner } from './parts';

/** The articles of one rules channel: one shown in full, several as an accordion (each opened counts a visit). */
function RuleArticles({ scode }: { scode: string }) {
  const { t } = useTranslation('content');
  const list = useArticleList({ scode, page: 1, limit: 50 });
  if (list.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const articles = list.data?.list ?? [];
  if (articles.length === 0) return <Empty description={t('mall.noRules')} style={{ padding: '48px 0' }} />;
  if (articles.length === 1) {
    return <ArticleBody id={articles[0]!.id} backTo="/rules" backText={t('mall.backToRules')} />;
  }
  return (
    <Collapse
      accordion
      defaultActiveKey={articles[0]!.id}
      items={articles.map((a) => ({
        key: a.id,
        label: a.title,
        children: (
          <ArticleBody id={a.id} backTo="/rules" backText={t('mall.backToRules')} showTitle={false} />
        ),
      }))}
    />
  );
}

/** /rules?scode=: the platform rules, one tab per rules channel chosen by `scode`. */
export function RulesPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const nav = useNav('rules');
  const roots = nav.data ?? [];
  // Tabs are the rules root's children; a rules tree without children shows its roots.
  const tabs = roots.flatMap((r) => (r.children.length ? r.children : [r]));
  const requested = params.get('scode');
  const active = tabs.find((c) => c.scode === requested)?.scode ?? tabs[0]?.scode;

  return (
    <div data-testid="rules-page">
      <ContentBanner title={t('mall.rulesTitle')} subtitle={t('mall.rulesSubtitle')} />
      <div className="content-page">
        <div className="content-card">
          {nav.isLoading ? (
            <Skeleton active />
          ) : !active ? (
            <Empty description={t('mall.noRules')} style={{ padding: '48px 0' }} />
          ) : (
            <Tabs
              activeKey={active}
              onChange={(scode) => setParams({ scode })}
              items={tabs.map((c) => ({
                key: c.scode,
                label: <span data-testid={`rules-tab-${c.scode}`}>{c.name}</span>,
                children: c.scode === active ? <RuleArticles scode={c.scode} /> : null,
              }))}
            />
          )}
        </div>
      </div>
    </div>
  );
}
