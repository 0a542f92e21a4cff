import { endpoints } from '@datamall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

export const diagramSourceQuery = (processInstanceId: string) =>
  queryOptions({
    queryKey: ['workflow', 'diagram-source', processInstanceId],
    queryFn: ({ signal }) => api(endpoints.workflow.diagramSource, { query: { processInstanceId }, signal }),
    meta: { silentError: true },
  });

/** GET /flow/common/diagram/source: the BPMN of a process and its active and completed steps. */
export function useDiagramSource(processInstanceId: string) {
  return useQuery(diagramSourceQuery(processInstanceId));
}
