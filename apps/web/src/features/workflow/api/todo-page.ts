import { endpoints, type workflow } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import type { PageData, PageParams } from '../../../shared/ui/page-table';

export interface TodoFilter {
  businessType?: string;
  keyword?: string;
}

export const todoPageKey = ['workflow', 'todo'] as const;

/** GET /flow/todo/page: the caller's open tasks, newest first. */
export function fetchTodoPage(
  { page, limit, order, businessType, keyword }: PageParams & TodoFilter,
  signal?: AbortSignal,
): Promise<PageData<workflow.TodoRow>> {
  return api(endpoints.workflow.todoPage, { query: { page, limit, order, businessType, keyword }, signal });
}
