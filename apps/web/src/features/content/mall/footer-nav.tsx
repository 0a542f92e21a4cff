import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFooterTree } from '../api/public';
import { footerHref, isExternal } from './footer-links';

/**
 * The footer columns written by operators (operate/zqfooterclass); `fallback` is shown while there are none
 * (not loaded yet, failed, or nothing written).
 */
export function FooterNavColumns({ fallback }: { fallback?: ReactNode }) {
  const { t } = useTranslation('content');
  const tree = useFooterTree();
  if (!tree.data?.length) return <>{fallback}</>;
  return (
    <>
      {tree.data.map((column) => (
        <div key={column.id} data-testid={`footer-column-${column.id}`}>
          <h4>
            <Link to={`/footer-page?id=${column.id}`} style={{ color: '#fff' }}>
              {column.name}
            </Link>
          </h4>
          <ul>
            {column.children.map((entry) => {
              const href = footerHref(entry);
              return (
                <li key={entry.id}>
                  {isExternal(href) ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" title={t('mall.external')}>
                      {entry.name}
                    </a>
                  ) : (
                    <Link to={href}>{entry.name}</Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </>
  );
}
