import type { workflow } from '@datamall/contract';
import type { ComponentType } from 'react';

/** What every business form gets: the task, whose business key names the object under review. */
export interface BusinessFormProps {
  task: workflow.TaskInfo;
}

/**
 * The business form of each process key, shown on the task page above the decision. Keys without an entry
 * show the generic description of the task's object (and §5's "configure the business form route first").
 */
export type BusinessForms = Readonly<Record<string, ComponentType<BusinessFormProps>>>;
