/** Routes of the workflow screens (§2.8): menu urls with slashes turned into dashes. */
export const TODO_PATH = '/flow-todo';

export const taskPath = (taskId: string) => `/flow-task?taskId=${encodeURIComponent(taskId)}`;

export const processDetailPath = (processInstanceId: string) =>
  `/flow-zq-process-detail?processInstanceId=${encodeURIComponent(processInstanceId)}`;

/** A route parameter that can name a task or process (positive integer ids), else undefined. */
export function idParam(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  return /^[1-9]\d{0,17}$/.test(trimmed) ? trimmed : undefined;
}
