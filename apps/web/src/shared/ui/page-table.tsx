import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@datamall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error';
import { notify } from '../notify';

export interface PageParams {
  page: number;
  limit: number;
  /** snake_case column name. */
  orderField?: string;
  order?: 'asc' | 'desc';
}

export interface PageData<T> {
  list: T[];
  total: number;
}

/**
 * The page to show after deleting rows (§9): step back when the current page would be past the end,
 * never below the first page.
 */
export function stepBackPage({
  page,
  limit,
  total,
  deleted = 1,
}: {
  page: number;
  limit: number;
  total: number;
  deleted?: number;
}): number {
  const remaining = Math.max(0, total - deleted);
  const lastPage = Math.max(FIRST_PAGE, Math.ceil(remaining / limit));
  return Math.max(FIRST_PAGE, Math.min(page, lastPage));
}

const toSnake = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export interface UsePageTableOptions<T, F extends object> {
  /** Cache key of the list; page, size, sort and filters are appended. */
  queryKey: readonly unknown[];
  fetcher: (params: PageParams & F, signal: AbortSignal) => Promise<PageData<T>>;
  initialFilters?: F;
  defaultLimit?: number;
}

export interface PageTableState<T, F extends object> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  filters: F;
  sort: Pick<PageParams, 'orderField' | 'order'>;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  /** New filters start again on the first page. */
  search: (filters: F) => void;
  setSort: (sort: Pick<PageParams, 'orderField' | 'order'>) => void;
  reload: () => void;
  /** Call after deleting `count` rows: steps back a page when this one would be empty. */
  afterDelete: (count?: number) => void;
}

const EMPTY: PageData<never> = { list: [], total: 0 };

/** List state of §7.1/§9: page from 1, sizes 10/20/50/100, and on failure an empty list plus the message. */
export function usePageTable<T, F extends object = Record<string, never>>({
  queryKey,
  fetcher,
  initialFilters,
  defaultLimit = DEFAULT_PAGE_SIZE,
}: UsePageTableOptions<T, F>): PageTableState<T, F> {
  const [page, setPage] = useState<number>(FIRST_PAGE);
  const [limit, setLimitState] = useState(defaultLimit);
  const [filters, setFilters] = useState<F>(initialFilters ?? ({} as F));
  const [sort, setSort] = useState<Pick<PageParams, 'orderField' | 'order'>>({});

  const query = useQuery({
    queryKey: [...queryKey, { page, limit, ...sort, ...filters }],
    queryFn: ({ signal }) => fetcher({ ...filters, ...sort, page, limit }, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    // errorUpdatedAt: the same error class twice in a row is still two failures to report.
    if (!error || !errorUpdatedAt) return;
    const text = errorText(error);
    if (text) notify.error(text);
  }, [error, errorUpdatedAt]);

  const data = query.isError ? EMPTY : (query.data ?? EMPTY);
  const { refetch } = query;

  const afterDelete = useCallback(
    (count = 1) => {
      const next = stepBackPage({ page, limit, total: data.total, deleted: count });
      if (next !== page) setPage(next);
      else void refetch();
    },
    [page, limit, data.total, refetch],
  );

  return {
    list: data.list,
    total: data.total,
    page,
    limit,
    loading: query.isFetching,
    filters,
    sort,
    setPage,
    setLimit: (next) => {
      setLimitState(next);
      setPage(FIRST_PAGE);
    },
    search: (next) => {
      setFilters(next);
      setPage(FIRST_PAGE);
    },
    setSort,
    reload: () => void refetch(),
    afterDelete,
  };
}

export interface PageTableProps<T extends object, F extends object>
  extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'onChange'> {
  table: PageTableState<T, F>;
}

/** antd Table wired to usePageTable: total "N records found", size changer, quick jumper, server sorting. */
export function PageTable<T extends object, F extends object>({ table, ...rest }: PageTableProps<T, F>) {
  const { t } = useTranslation('table');
  return (
    <Table<T>
      size="middle"
      {...rest}
      dataSource={table.list}
      loading={table.loading}
      onChange={(pagination, _filters, sorter) => {
        const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
        const field = single?.order ? (single.columnKey ?? single.field) : undefined;
        const nextSort =
          field && typeof field !== 'object'
            ? { orderField: toSnake(String(field)), order: single?.order === 'ascend' ? 'asc' : 'desc' }
            : {};
        if (JSON.stringify(nextSort) !== JSON.stringify(table.sort)) {
          table.setSort(nextSort as Pick<PageParams, 'orderField' | 'order'>);
          table.setPage(FIRST_PAGE);
          return;
        }
        if (pagination.pageSize && pagination.pageSize !== table.limit) table.setLimit(pagination.pageSize);
        else if (pagination.current) table.setPage(pagination.current);
      }}
      pagination={{
        current: table.page,
        pageSize: table.limit,
        total: table.total,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) => t('total', { total }),
      }}
    />
  );
}
