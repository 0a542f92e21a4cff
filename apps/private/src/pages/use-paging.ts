import { useSearchParams } from 'react-router';
import type { Paging } from '../components/list-table';

const SIZES = [10, 20, 50, 100];

/** Page and size kept in the address (`?page=2&limit=20`), so the remembered sub-path brings them back. */
export function usePaging(): Paging {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = SIZES.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 10;
  const onChange = (next: number, size: number) =>
    setParams(size === 10 ? { page: String(next) } : { page: String(next), limit: String(size) });
  return { page, limit, onChange };
}
