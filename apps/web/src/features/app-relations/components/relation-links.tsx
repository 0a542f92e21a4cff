import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relationPaths } from '../paths';

export type RelationPage = 'relations' | 'addData' | 'mirror' | 'goods';
const PAGES: readonly RelationPage[] = ['relations', 'addData', 'mirror', 'goods'];

/** Links between the developer's pages about one application's related data, the current one left out. */
export function RelationLinks({ itemId, current }: { itemId: string; current: RelationPage }) {
  const { t } = useTranslation('appRelations');
  return (
    <Space size="middle" wrap data-testid="relation-links">
      {PAGES.filter((page) => page !== current).map((page) => (
        <Link key={page} to={relationPaths[page](itemId)} data-testid={`relation-link-${page}`}>
          {t(`links.${page}`)}
        </Link>
      ))}
    </Space>
  );
}
