import type { UsersService } from '../modules/identity/users.service.js';
import type { StatisticsDeps } from '../modules/statistics/statistics.service.js';
import { LIST_CAP } from '../modules/trusted-storage/backend.js';
import type { TrustedStorageService } from '../modules/trusted-storage/trusted-storage.service.js';
import { toTodoRow } from '../modules/workflow/workflow.presenter.js';
import type { WorkflowService } from '../modules/workflow/workflow.service.js';

/** Folders one storage walk lists at most: the home's figure stays a lower bound past them. */
const STORAGE_WALK_FOLDERS = 200;

/**
 * What the dashboards read through other modules' services: the to-do list, user names, and the supplier's
 * trusted storage use (walked folder by folder: the stores keep no totals).
 */
export function statisticsPorts(m: {
  workflow: WorkflowService;
  users: UsersService;
  trustedStorage: TrustedStorageService;
}): Pick<StatisticsDeps, 'todo' | 'users' | 'storageUse'> {
  return {
    storageUse: async (actor) => {
      const use = { bytes: 0, files: 0, folders: 0, complete: true };
      const queue = [''];
      for (let listed = 0; queue.length; listed += 1) {
        if (listed >= STORAGE_WALK_FOLDERS) {
          use.complete = false;
          break;
        }
        const folder = queue.shift() ?? '';
        const page = await m.trustedStorage.list(actor, folder, { page: 1, limit: LIST_CAP });
        if (page.truncated) use.complete = false;
        for (const entry of page.list) {
          if (entry.type === 'directory') {
            use.folders += 1;
            queue.push(entry.path);
          } else {
            use.files += 1;
            use.bytes += entry.size;
          }
        }
      }
      return use;
    },
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
