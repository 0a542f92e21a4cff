import { SafetyCertificateFilled } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, endpoints, PAGE_SIZES } from '@datamall/contract';
import { Button, Empty, Input, Pagination, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { formatNumber } from '../../../shared/format';
import { storeHref } from '../../../shared/mall-links';
import { useStores } from '../api/stores';
import { ShopLogo } from './shop-card';
import './mall.css';
import { zodMaxLength } from '../../../shared/hooks/use-zod-rules';

export type StoreListKind = 'tablestore' | 'appstore' | 'sourcestore';

/** appstore: developers' shops (applications, APIs); sourcestore and tablestore: suppliers' shops. */
const ROLE_OF: Record<StoreListKind, number | undefined> = {
  appstore: 2,
  sourcestore: 3,
  tablestore: 3,
};

/** A store list of the mall (§2.1 guards in the router): shops with listed goods, searchable by name. */
export function StoreList({ kind }: { kind: StoreListKind }) {
  const { t } = useTranslation('mall');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [name, setName] = useState<string | undefined>();
  const stores = useStores({ page, limit, roleType: ROLE_OF[kind], name });

  let body: React.ReactNode;
  if (stores.isError) {
    body = <Result status="error" title={t('list.failed')} subTitle={errorText(stores.error)} />;
  } else if (stores.isPending) {
    body = (
      <div className="mall-stores-grid">
        {[0, 1, 2].map((i) => (
          <div key={i} className="mall-skel" style={{ height: 150, borderRadius: 12 }} />
        ))}
      </div>
    );
  } else if (stores.data.list.length === 0) {
    body = <Empty className="mall-empty" description={t('shop.empty')} data-testid="mall-stores-empty" />;
  } else {
    body = (
      <>
        <div className="mall-stores-grid" data-testid="mall-stores">
          {stores.data.list.map((shop) => (
            <Link key={shop.ownerId} to={storeHref(shop)} className="mall-card" style={{ padding: 18 }}>
              <div className="mall-shop-head">
                <ShopLogo shop={shop} />
                <div style={{ minWidth: 0 }}>
                  <h3 className="mall-card-name">{shop.name}</h3>
                  {shop.certified && (
                    <span style={{ color: '#16a34a', fontSize: 12 }}>
                      <SafetyCertificateFilled /> {t('shop.certified')}
                    </span>
                  )}
                </div>
              </div>
              <p className="mall-card-summary" style={{ marginTop: 10 }}>
                {shop.intro || t(`shop.role.${shop.roleType === 2 ? 'developer' : 'supplier'}`)}
              </p>
              <div className="mall-card-sales">
                {t('shop.goods')} {formatNumber(shop.goodsCount)} · {t('shop.followers')}{' '}
                {formatNumber(shop.followerCount)}
              </div>
            </Link>
          ))}
        </div>
        <Pagination
          className="mall-pagination"
          current={page}
          pageSize={limit}
          total={stores.data.total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          showQuickJumper
          showTotal={(total) => t('list.total', { total })}
          onChange={(next, size) => {
            setPage(size !== limit ? 1 : next);
            setLimit(size);
          }}
        />
      </>
    );
  }

  return (
    <div className="mall-page" data-testid={`mall-${kind}`}>
      <div className="mall-page-head">
        <div>
          <h1>{t(`pages.${kind}`)}</h1>
          <p>{t(`stores.${kind}`)}</p>
        </div>
        <Input.Search
          allowClear
          maxLength={zodMaxLength(endpoints.mall.stores, 'name')}
          placeholder={t('shop.searchPlaceholder')}
          onSearch={(value) => {
            setName(value.trim() || undefined);
            setPage(1);
          }}
          style={{ width: 300 }}
        />
      </div>
      {body}
      {stores.isError && (
        <Button onClick={() => stores.refetch()} style={{ marginTop: 12 }}>
          {t('list.retry')}
        </Button>
      )}
    </div>
  );
}
