import { goods } from '@datamall/contract';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RelationsTab } from '../features/app-relations/components/relations-tab';
import { appRunPaths } from '../features/app-runs/paths';
import type { DetailTabItem } from '../features/goods/components/item-detail';
import { operatorVersionsPath, versionPaths } from '../features/goods-versions/paths';
import { InterfacesTab } from '../features/interfaces/components/interfaces-tab';
import { RepetitionJobs } from '../features/repetition/components/repetition-jobs';

const { DATA_APPLICATION, API, DATA_PACKAGE, DATA_TABLE } = goods.ItemType;

/** Tabs other features add to a good's detail: interfaces of an API good, relations of an application. */
export function itemDetailTabs(item: goods.ItemDetail, isOwner: boolean): DetailTabItem[] {
  if (item.itemType === API) return [InterfacesTab(item, isOwner)];
  if (item.itemType === DATA_APPLICATION) return [RelationsTab(item.id, isOwner ? 'developer' : 'operator')];
  return [];
}

/**
 * Owner buttons of the detail header that lead out of the good: versions (data applications, API goods),
 * use cases and the job a buyer runs (data applications) and the duplicate check (data packages, table goods).
 */
function OwnerExtras({ item }: { item: goods.ItemDetail }) {
  const { t } = useTranslation('goodsVersions');
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  return (
    <>
      {item.itemType === DATA_APPLICATION || item.itemType === API ? (
        <Button
          onClick={() => navigate(versionPaths.list(item.itemType === API ? 'jiao' : 'dev', item.id))}
          data-testid="detail-versions"
        >
          {t('extras.versions')}
        </Button>
      ) : null}
      {item.itemType === DATA_APPLICATION ? (
        <Button onClick={() => navigate(versionPaths.cases(item.id))} data-testid="detail-cases">
          {t('extras.cases')}
        </Button>
      ) : null}
      {item.itemType === DATA_APPLICATION ? (
        <Button onClick={() => navigate(appRunPaths.job(item.id))} data-testid="detail-job">
          {t('extras.job')}
        </Button>
      ) : null}
      {item.itemType === DATA_PACKAGE || item.itemType === DATA_TABLE ? (
        <Button onClick={() => setChecking(true)} data-testid="detail-repetition">
          {t('extras.repetition')}
        </Button>
      ) : null}
      <Drawer
        open={checking}
        width={960}
        title={t('extras.repetition')}
        onClose={() => setChecking(false)}
        destroyOnHidden
      >
        {checking && <RepetitionJobs itemId={item.id} />}
      </Drawer>
    </>
  );
}

/** The operator's button to a good's versions (operate/zqOperateLink), for the goods that have versions. */
function OperatorExtras({ item }: { item: goods.ItemDetail }) {
  const { t } = useTranslation('goodsVersions');
  const navigate = useNavigate();
  if (item.itemType !== DATA_APPLICATION && item.itemType !== API) return null;
  return (
    <Button onClick={() => navigate(operatorVersionsPath(item.id))} data-testid="detail-versions">
      {t('extras.versions')}
    </Button>
  );
}

/** Buttons other features add to a good's detail header: the owner's, and on the operator's pages the operator's. */
export function itemDetailActions(item: goods.ItemDetail, isOwner: boolean) {
  return isOwner ? <OwnerExtras item={item} /> : null;
}

export function operatorItemDetailActions(item: goods.ItemDetail) {
  return <OperatorExtras item={item} />;
}
