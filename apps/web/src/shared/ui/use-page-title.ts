import { useEffect } from 'react';
import { setPageTitle } from '../i18n';

/**
 * The browser tab's title while a page is shown: "<title> - <brand>", or the brand alone while the title is not
 * known yet (loading) and after the page is left. A language switch keeps the title and changes the brand.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(undefined);
  }, [title]);
}
