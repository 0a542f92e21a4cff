import { useTranslation } from 'react-i18next';
import { RelationList } from './relation-list';

type Party = 'developer' | 'operator';

function RelationsTabLabel() {
  const { t } = useTranslation('appRelations');
  return t('tab');
}

function ItemRelations({ itemId, party }: { itemId: string; party: Party }) {
  const { t } = useTranslation('appRelations');
  return <RelationList party={party} itemId={itemId} title={t('itemTitle')} />;
}

/** The "relations" tab of a data application's detail: its related assets, for its developer or the operator. */
export function RelationsTab(itemId: string, party: Party) {
  return {
    key: 'relations' as const,
    label: <RelationsTabLabel />,
    children: <ItemRelations itemId={itemId} party={party} />,
  };
}
