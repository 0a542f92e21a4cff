import { endpoints, type workflow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface DefinitionFilter {
  key?: string;
}

export const definitionsPageKey = ['workflow', 'definitions'] as const;

/** GET /flow/process/definitions: every deployed version, by key then newest version first. */
export function fetchDefinitionsPage(
  { page, limit, key }: PageParams & DefinitionFilter,
  signal?: AbortSignal,
): Promise<PageData<workflow.DefinitionRow>> {
  return api(endpoints.workflow.definitionPage, { query: { page, limit, key }, signal });
}
