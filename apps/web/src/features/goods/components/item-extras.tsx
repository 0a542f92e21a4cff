import { goods } from '@datamall/contract';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { versionPaths } from '../../goods-versions/paths';
import { RepetitionJobs } from '../../repetition/components/repetition-jobs';

const { DATA_APPLICATION, API, DATA_PACKAGE, DATA_TABLE } = goods.ItemType;

/**
 * Owner buttons of the detail header that lead out of the good: versions (data applications, API goods),
 * use cases and the job a buyer runs (data applications) and the duplicate check (data packages, table goods).
 */
export function ItemExtras({ item, isOwner }: { item: { id: string; itemType: number }; isOwner: boolean }) {
  const { t } = useTranslation('goodsVersions');
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  if (!isOwner) return null;
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
        <Button onClick={() => navigate(`/dev-configureData?itemId=${item.id}`)} data-testid="detail-job">
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
