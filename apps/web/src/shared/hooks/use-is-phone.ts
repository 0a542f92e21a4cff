import { useMediaQuery } from './use-media-query';

/**
 * The one "phone" width of the web: at or below it the mall header packs into one row and listings swap their
 * segmented kind switch for a select. CSS cannot read this constant: each `@media (max-width: 640px)` rule that
 * means "phone" says so in a comment, and must change with it.
 */
export const PHONE_MAX_WIDTH = 640;

/** The media query of PHONE_MAX_WIDTH. */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Whether the viewport is a phone's (see PHONE_MAX_WIDTH), following resizing and rotation. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY);
}
