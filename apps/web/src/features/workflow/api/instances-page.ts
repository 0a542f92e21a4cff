import { endpoints, type workflow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface InstanceFilter {
  processDefinitionKey?: string;
  keyword?: string;
}

export type InstanceListKind = 'running' | 'finished';

export const instancesPageKey = (kind: InstanceListKind) => ['workflow', 'instances', kind] as const;

/** GET /flow/process/running/page or /finished/page. */
export function fetchInstancesPage(kind: InstanceListKind) {
  const endpoint = kind === 'running' ? endpoints.workflow.runningPage : endpoints.workflow.finishedPage;
  return (
    { page, limit, processDefinitionKey, keyword }: PageParams & InstanceFilter,
    signal?: AbortSignal,
  ): Promise<PageData<workflow.InstanceRow>> =>
    api(endpoint, { query: { page, limit, processDefinitionKey, keyword }, signal });
}
