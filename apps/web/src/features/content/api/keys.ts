/** Cache keys of the content feature; every operator mutation invalidates `contentKey`. */
export const contentKey = ['content'] as const;
/** The caller's notices (unread count, header list, my notices page). */
export const myNoticesKey = ['content', 'mynotice'] as const;
