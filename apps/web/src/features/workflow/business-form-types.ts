import type { workflow } from '@datamall/contract';

/** What every business form gets: the task, whose business key names the object under review. */
export interface BusinessFormProps {
  task: workflow.TaskInfo;
}
