import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * A link to a page of the main app: a plain anchor, so the browser loads the page anew (§2.1: leaving /private
 * reloads the page) instead of the workbench's router handling it.
 */
export function MainLink({
  href,
  children,
  primary,
}: {
  href: string;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <Button type={primary ? 'primary' : 'link'} href={href}>
      {children}
    </Button>
  );
}
