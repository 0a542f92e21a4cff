/**
 * The platform's calendar is China Standard Time (UTC+8, no daylight saving): order numbers, bill months and
 * the days of access grants all count in it, so a grant paid at 02:30 in Beijing starts that day everywhere.
 */
export const CST_OFFSET_MS = 8 * 3_600_000;

/** The China Standard Time day of an instant, YYYY-MM-DD. */
export const chinaDay = (at: Date): string =>
  new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
