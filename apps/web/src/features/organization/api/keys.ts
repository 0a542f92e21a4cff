/** Cache keys of the organization pages; every mutation invalidates `organizationKey` (names show across pages). */
export const organizationKey = ['organization'] as const;
export const postPageKey = [...organizationKey, 'postPage'] as const;
export const rolePageKey = [...organizationKey, 'rolePage'] as const;
export const staffPageKey = [...organizationKey, 'staffPage'] as const;
export const onlinePageKey = [...organizationKey, 'onlinePage'] as const;
