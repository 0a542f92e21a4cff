import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@datamall/contract';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Page and size of a public list, kept in the URL (`page`, `limit`) so back and reload return to the same page. */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(FIRST_PAGE, Number(params.get('page')) || FIRST_PAGE);
  const rawLimit = Number(params.get('limit'));
  const limit = (PAGE_SIZES as readonly number[]).includes(rawLimit) ? rawLimit : DEFAULT_PAGE_SIZE;
  const setPage = (nextPage: number, nextLimit = limit) => {
    const next = new URLSearchParams(params);
    next.set('page', String(nextLimit !== limit ? FIRST_PAGE : nextPage));
    if (nextLimit === DEFAULT_PAGE_SIZE) next.delete('limit');
    else next.set('limit', String(nextLimit));
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  return { page, limit, setPage };
}

/** Pagination of §9 under a public list (hidden when everything fits on the first page). */
export function ListPager({
  page,
  limit,
  total,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number, limit: number) => void;
}) {
  const { t } = useTranslation('table');
  if (total <= limit && page === FIRST_PAGE) return null;
  return (
    <Pagination
      style={{ marginTop: 24, justifyContent: 'center' }}
      current={page}
      pageSize={limit}
      total={total}
      pageSizeOptions={PAGE_SIZES.map(String)}
      showSizeChanger
      showQuickJumper
      showTotal={(n) => t('total', { total: n })}
      responsive
      onChange={onChange}
    />
  );
}
