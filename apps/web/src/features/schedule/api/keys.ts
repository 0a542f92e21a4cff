/** Cache keys of the scheduled jobs and their log. */
export const scheduleKey = ['schedule'] as const;
export const jobPageKey = [...scheduleKey, 'jobPage'] as const;
export const logPageKey = [...scheduleKey, 'logPage'] as const;
