import { EditOutlined } from '@ant-design/icons';
import { community } from '@datamall/contract';
import { Button, Input, Segmented } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../shared/notify';
import { loginUrl } from '../../../shared/public-paths';
import { session } from '../../../shared/session';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { CATEGORIES } from '../labels';
import { allCategoriesParam, communityPaths, keywordParam } from '../paths';
import './community.css';

export type CommunityTab = (typeof CATEGORIES)[number] | 'column' | undefined;

/** The developer role type: only developers write in the community. */
const DEVELOPER = 2;

/**
 * "Write an article": a logged-in developer goes to the edit page; a visitor to the login page (and back to the
 * edit page after it); another role is told that only developers write.
 */
export function WriteArticleButton() {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const handleClick = () => {
    const target = communityPaths.articleEdit();
    if (!session.hasToken()) navigate(loginUrl(target));
    else if (session.getRoleType() === DEVELOPER) navigate(target);
    else notify.warning(t('mall.developersOnly'));
  };
  return (
    <Button
      type="primary"
      icon={<EditOutlined />}
      className="community-write"
      onClick={handleClick}
      data-testid="community-write"
    >
      {t('mall.write')}
    </Button>
  );
}

/**
 * The keyword search of a list page (kept in the URL as `keyword`; a new search starts on page 1) and, for
 * article lists, the scope (`scope=all`: every category, else the tab's) and the sort (`sort`: latest or hot).
 */
export function CommunityToolbar({ articles }: { articles?: boolean }) {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const keyword = keywordParam(params) ?? '';
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const sort = params.get('sort') === 'hot' ? 'hot' : 'latest';
  const scope = allCategoriesParam(params) ? 'all' : 'tab';

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };

  return (
    <div className="community-toolbar">
      <Input.Search
        className="community-search"
        allowClear
        maxLength={community.KEYWORD_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => update({ keyword: value.trim() })}
        placeholder={articles ? t('mall.searchArticles') : t('mall.searchColumns')}
        enterButton
        data-testid="community-search"
      />
      {articles && (
        <Segmented
          value={scope}
          onChange={(value) => update({ scope: value === 'all' ? 'all' : '' })}
          options={[
            { value: 'tab', label: <span data-testid="community-scope-tab">{t('mall.scopeTab')}</span> },
            { value: 'all', label: <span data-testid="community-scope-all">{t('mall.scopeAll')}</span> },
          ]}
        />
      )}
      {articles && (
        <Segmented
          value={sort}
          onChange={(value) => update({ sort: value === 'hot' ? 'hot' : '' })}
          options={[
            {
              value: 'latest',
              label: <span data-testid="community-sort-latest">{t('mall.sortLatest')}</span>,
            },
            { value: 'hot', label: <span data-testid="community-sort-hot">{t('mall.sortHot')}</span> },
          ]}
        />
      )}
      <WriteArticleButton />
    </div>
  );
}

/**
 * The community's banner with the tabs of the five categories and the columns; `title` names the browser tab
 * (the community's name until the page knows better).
 */
export function CommunityFrame({
  active,
  title,
  children,
}: {
  active: CommunityTab;
  title?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('community');
  usePageTitle(title ?? t('mall.title'));
  return (
    <div data-testid="community-frame">
      <section className="community-banner">
        <div className="community-banner-inner">
          <h1>{t('mall.title')}</h1>
          <p>{t('mall.subtitle')}</p>
          <nav className="community-tabs" data-testid="community-tabs">
            {CATEGORIES.map((category) => (
              <Link
                key={category}
                to={communityPaths.category(category)}
                className={active === category ? 'active' : undefined}
                data-testid={`community-tab-${category}`}
              >
                {t(`categories.${category}`)}
              </Link>
            ))}
            <Link
              to={communityPaths.columns}
              className={active === 'column' ? 'active' : undefined}
              data-testid="community-tab-column"
            >
              {t('mall.columns')}
            </Link>
          </nav>
        </div>
      </section>
      <div className="community-page">{children}</div>
    </div>
  );
}
