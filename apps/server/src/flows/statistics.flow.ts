import type { UsersService } from '../modules/identity/users.service.js';
import type { StatisticsDeps } from '../modules/statistics/statistics.service.js';
import { toTodoRow } from '../modules/workflow/workflow.presenter.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';

/** What the operator's dashboard reads through other modules' services: the to-do list and user names. */
export function statisticsPorts(m: {
  workflow: WorkflowService;
  users: UsersService;
}): Pick<StatisticsDeps, 'todo' | 'users'> {
  return {
    todo: async (actor, locale, page) => {
      const result = await m.workflow.todo(actor, {}, page);
      return {
        total: result.total,
        list: result.list.map((r) => {
          const row = toTodoRow(r, locale);
          return {
            taskId: row.taskId,
            taskName: row.taskName,
            processInstanceId: row.processInstanceId,
            processKey: row.processDefinitionKey,
            processName: row.processDefinitionName,
            objectName: row.objectName,
            submitterName: row.submitterName,
            createTime: row.createTime,
          };
        }),
      };
    },
    users: async (ids) => {
      const rows = ids.length ? await m.users.findByIds(ids) : [];
      return new Map(
        rows.map((u) => [u.id, { username: u.username, companyName: u.companyName, roleType: u.roleType }]),
      );
    },
  };
}
