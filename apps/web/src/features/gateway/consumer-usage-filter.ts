import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@datamall/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The call query's filter as the address keeps it (`?orderId=&from=&to=&page=&limit=`). */
export interface ConsumerUsageFilter {
  /** One order; none: every API order of the consumer. */
  orderId?: string;
  /** First and last China day (YYYY-MM-DD, inclusive); none: no bound. */
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,17}$/;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Whether a text is a real calendar day `YYYY-MM-DD` (no 2026-02-30). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today in China Standard Time, the day the gateway counts calls in. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` China days, today included (7: today and the six days before). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = chinaToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The filter of an address. The address is typed by people and kept in bookmarks: what the endpoint would refuse
 * (a malformed order id or day, a page size it does not offer) is left out rather than answered with a 400, and
 * a reversed range is put the right way round.
 */
export function readConsumerUsageFilter(params: URLSearchParams): ConsumerUsageFilter {
  const orderId = params.get('orderId') ?? '';
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  if (!isDay(from)) from = '';
  if (!isDay(to)) to = '';
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    ...(ID.test(orderId) ? { orderId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** The address of a filter: defaults (first page, default size) and empty fields are left out. */
export function writeConsumerUsageFilter(filter: ConsumerUsageFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.orderId) params.set('orderId', filter.orderId);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page !== FIRST_PAGE) params.set('page', String(filter.page));
  if (filter.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filter.limit));
  return params;
}

/** A change of the filter fields; a new order or range starts again on the first page. */
export type ConsumerUsageFilterChange = Partial<Pick<ConsumerUsageFilter, 'orderId' | 'from' | 'to'>>;

/**
 * The call query's filter kept in the address, so reload, back and a shared link show the same rows. Each change
 * is a history entry; a new size starts again on the first page, as in every list.
 */
export function useConsumerUsageFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filter = useMemo(() => readConsumerUsageFilter(new URLSearchParams(search)), [search]);

  const go = useCallback(
    (next: ConsumerUsageFilter, replace = false) => setParams(writeConsumerUsageFilter(next), { replace }),
    [setParams],
  );
  const setFields = useCallback(
    (change: ConsumerUsageFilterChange) => go({ ...filter, ...change, page: FIRST_PAGE }),
    [go, filter],
  );
  const setPage = useCallback(
    (page: number, limit = filter.limit) =>
      go({ ...filter, page: limit === filter.limit ? page : FIRST_PAGE, limit }),
    [go, filter],
  );
  /** Back to a page that exists (the address named one past the end); no new history entry. */
  const correctPage = useCallback((page: number) => go({ ...filter, page }, true), [go, filter]);
  const reset = useCallback(() => go({ page: FIRST_PAGE, limit: filter.limit }), [go, filter.limit]);

  return { filter, setFields, setPage, correctPage, reset };
}
