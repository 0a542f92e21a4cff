import { community } from '@datamall/contract';
import { Form, Input, Select, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFiltersBar } from '../../../shared/ui/list-filters-bar';

const STATUSES = [0, 1, 2, 3, 4] as const;

/** The filters of a list of posts: status, `children` (more fields), keyword. */
export function PostFilters<F extends object>({
  testId,
  onSearch,
  keyword,
  children,
}: {
  testId: string;
  onSearch: (values: F) => void;
  keyword: { width: number; placeholder?: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation('community');
  return (
    <ListFiltersBar<F> testId={testId} onSearch={onSearch}>
      <Form.Item name="status" label={t('fields.status')}>
        <Select
          allowClear
          style={{ width: 130 }}
          placeholder={t('mine.allStatuses')}
          options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          data-testid={`${testId}-status`}
        />
      </Form.Item>
      {children}
      <Form.Item name="keyword" label={t('fields.keyword')}>
        <Input
          allowClear
          maxLength={community.KEYWORD_MAX}
          placeholder={keyword.placeholder}
          style={{ width: keyword.width }}
          data-testid={`${testId}-keyword`}
        />
      </Form.Item>
    </ListFiltersBar>
  );
}

/** Articles and columns, one tab each; the open tab lives in the address (`?tab=columns`). */
export function PostKindTabs({
  testIdPrefix,
  articles,
  columns,
}: {
  /** Of the tab labels: `<prefix>-articles`, `<prefix>-columns`. */
  testIdPrefix: string;
  articles: ReactNode;
  columns: ReactNode;
}) {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'columns' ? 'columns' : 'articles';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'columns' ? { tab: 'columns' } : {}, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'articles',
          label: <span data-testid={`${testIdPrefix}-articles`}>{t('mine.articles')}</span>,
          children: articles,
        },
        {
          key: 'columns',
          label: <span data-testid={`${testIdPrefix}-columns`}>{t('mine.columns')}</span>,
          children: columns,
        },
      ]}
    />
  );
}
