import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once the spot comes near the viewport: content below the fold (and the code and calls
 * behind it) stays out of the first paint.
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-busy />;
}
