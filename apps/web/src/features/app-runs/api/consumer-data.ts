import { type appPreview, endpoints } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { appRunsKey } from './app-runs';

/** The caller's own configurations of their paid orders of one application (queryConsumerData). */
export function useConsumerData(itemId: string | undefined) {
  return useQuery({
    queryKey: [...appRunsKey, 'consumerData', itemId],
    queryFn: () => api(endpoints.appPreview.queryConsumerData, { query: { itemId: itemId ?? '' } }),
    enabled: Boolean(itemId),
  });
}

/** The declared output with CREATE TABLE text per database (configDataOut), fetched when asked for. */
export function useOutputTableConfig(itemId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...appRunsKey, 'outputTable', itemId],
    queryFn: () => api(endpoints.appPreview.configDataOut, { query: { itemId: itemId ?? '' } }),
    enabled: enabled && Boolean(itemId),
  });
}

/**
 * The most recently saved configuration of another order of the same application whose inputs cover every
 * declared input with tables the consumer still has; null when there is none.
 */
export function reusableInputs(
  orders: appPreview.ConsumerConfiguration[] | undefined,
  currentOrderId: string,
  declared: string[],
  tableIds: Set<string>,
): { orderNo: string; values: Record<string, string> } | null {
  for (const o of orders ?? []) {
    if (o.orderId === currentOrderId) continue;
    const byName = new Map(o.inputs.map((i) => [i.name, i.tableId]));
    if (declared.every((name) => tableIds.has(byName.get(name) ?? ''))) {
      return { orderNo: o.orderNo, values: Object.fromEntries(declared.map((n) => [n, byName.get(n)!])) };
    }
  }
  return null;
}

/** The most recent output target of another order of the application that fits the declared output kind. */
export function reusableOutput(
  orders: appPreview.ConsumerConfiguration[] | undefined,
  currentOrderId: string,
  kind: 'table' | 'csv',
  tableIds: Set<string>,
): { orderNo: string; values: { tableId?: string; folder?: string; fileName?: string } } | null {
  for (const o of orders ?? []) {
    if (o.orderId === currentOrderId || !o.output) continue;
    if (kind === 'table' && o.output.kind === 'table' && tableIds.has(o.output.tableId)) {
      return { orderNo: o.orderNo, values: { tableId: o.output.tableId } };
    }
    if (kind === 'csv' && o.output.kind === 'file') {
      return { orderNo: o.orderNo, values: { folder: o.output.folder, fileName: o.output.fileName } };
    }
  }
  return null;
}
