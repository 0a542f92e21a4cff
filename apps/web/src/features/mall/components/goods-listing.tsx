import { SearchOutlined } from '@ant-design/icons';
import { mall, PAGE_SIZES } from '@datamall/contract';
import { Button, Empty, Input, Pagination, Result, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useDictLabel } from '../../../shared/dictionaries/use-dict-label';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { useMallFacets } from '../api/facets';
import { useMallSearch } from '../api/search';
import { listingHeadingKey, type MallKind } from '../kinds';
import { changeListState, type ListState, parseListState, toSearchParams } from '../list-state';
import { FacetPanel } from './facet-panel';
import { GoodsCard, GoodsCardSkeleton } from './goods-card';
import './mall.css';

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

export interface GoodsListingProps {
  kind: MallKind;
  /** Goods of one shop only (storefronts); the facets and search then cover that shop. */
  ownerId?: string;
  /** Hide the title band (storefronts draw their own header). */
  embedded?: boolean;
}

/** The dictionary of a listing's sort options (§3.1): apiSort for applications and APIs, else sourceSort. */
function sortDictOf(kind: MallKind): 'apiSort' | 'sourceSort' {
  return kind.sorts === mall.API_SORT_OPTIONS ? 'apiSort' : 'sourceSort';
}

/**
 * A mall listing: facets, keyword search, the kind's sort options (§3.1), pagination (§9 sizes), loading
 * placeholders and empty states. Its state lives in the address (see list-state.ts).
 */
export function GoodsListing({ kind, ownerId, embedded }: GoodsListingProps) {
  const { t } = useTranslation('mall');
  const dictLabel = useDictLabel();
  const [params, setParams] = useSearchParams();
  const state = parseListState(params, kind);
  // Phones: a storefront's six kinds do not fit one row of a segmented switch; a select shows them all.
  const isNarrow = useIsPhone();
  const [keyword, setKeyword] = useState(state.keyword ?? '');
  useEffect(() => setKeyword(state.keyword ?? ''), [state.keyword]);

  const update = (change: Partial<ListState>, options?: { replace: boolean }) => {
    const next = toSearchParams(changeListState(state, change), kind);
    if (ownerId) next.set('ownerId', ownerId);
    setParams(next, options);
  };

  // Item type 0 stands for every kind (storefronts).
  const itemType = state.itemType || undefined;
  const search = useMallSearch({
    itemType,
    keyword: state.keyword,
    classificationId: state.classificationId,
    tag: state.tag,
    brandId: state.brandId,
    ownerId,
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  });
  const facets = useMallFacets({
    itemType,
    keyword: state.keyword,
    ownerId,
    classificationId: state.classificationId,
    brandId: state.brandId,
    tag: state.tag,
  });
  // A page past the end (an old link, fewer goods since): go to the last page rather than claim there are none.
  const lastPage = Math.max(1, Math.ceil((search.data?.total ?? 0) / state.limit));
  const pastTheEnd =
    search.data !== undefined &&
    search.data.list.length === 0 &&
    search.data.total > 0 &&
    state.page > lastPage;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page turns out to be past the end
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage]);
  const heading = listingHeadingKey(kind, state.itemType);
  const filtered = Boolean(state.keyword || state.classificationId || state.tag || state.brandId);

  const kindOptions = kind.itemTypes.map((type) => ({
    value: type,
    label: type === 0 ? t('list.allKinds') : dictLabel('item_type', type),
  }));
  const sortOptions = [
    { value: 'default', label: t('sort.default') },
    ...kind.sorts.map((sort) => ({ value: sort, label: dictLabel(sortDictOf(kind), sort) })),
  ];

  let body: React.ReactNode;
  if (search.isError) {
    body = (
      <Result
        status="error"
        title={t('list.failed')}
        subTitle={errorText(search.error)}
        extra={<Button onClick={() => search.refetch()}>{t('list.retry')}</Button>}
      />
    );
  } else if (search.isPending || pastTheEnd) {
    body = (
      <div className="mall-grid" data-testid="mall-loading">
        {SKELETONS.map((key) => (
          <GoodsCardSkeleton key={key} />
        ))}
      </div>
    );
  } else if (search.data.list.length === 0) {
    body = (
      <Empty
        className="mall-empty"
        description={filtered ? t('list.emptyFiltered') : t('list.empty')}
        data-testid="mall-empty"
      >
        {filtered && (
          <Button
            onClick={() =>
              update({ keyword: undefined, classificationId: undefined, tag: undefined, brandId: undefined })
            }
          >
            {t('list.clear')}
          </Button>
        )}
      </Empty>
    );
  } else {
    body = (
      <>
        <div
          className="mall-grid"
          data-testid="mall-grid"
          style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
        >
          {search.data.list.map((card) => (
            <GoodsCard key={card.id} card={card} />
          ))}
        </div>
        <Pagination
          className="mall-pagination"
          current={state.page}
          pageSize={state.limit}
          total={search.data.total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          showQuickJumper
          showTotal={(total) => t(search.data.totalCapped ? 'list.totalCapped' : 'list.total', { total })}
          onChange={(page, limit) => update({ page, limit })}
          data-testid="mall-pagination"
        />
      </>
    );
  }

  return (
    <div className={embedded ? undefined : 'mall-page'} data-testid={`listing-${kind.key}`}>
      {!embedded && (
        <div className="mall-page-head">
          <div>
            <h1>{t(`pages.${heading}`)}</h1>
            <p>{t(`listing.${heading}`)}</p>
          </div>
        </div>
      )}
      <div className="mall-listing">
        <FacetPanel
          facets={facets.data}
          loading={facets.isPending}
          classificationId={state.classificationId}
          brandId={state.brandId}
          tag={state.tag}
          onChange={update}
        />
        <div className="mall-listing-main">
          <div className="mall-toolbar">
            <Input.Search
              allowClear
              value={keyword}
              maxLength={mall.MALL_KEYWORD_MAX}
              placeholder={t('list.searchPlaceholder')}
              enterButton={<SearchOutlined />}
              onChange={(event) => setKeyword(event.target.value)}
              onSearch={(value) => update({ keyword: value.trim() || undefined })}
              style={{ maxWidth: 360 }}
              data-testid="mall-search"
            />
            {kind.itemTypes.length > 1 &&
              (isNarrow ? (
                <Select
                  value={state.itemType}
                  options={kindOptions}
                  onChange={(value: number) => update({ itemType: value })}
                  aria-label={t('list.kind')}
                  style={{ flex: '1 1 100%' }}
                  data-testid="mall-kind"
                />
              ) : (
                <Segmented
                  value={state.itemType}
                  options={kindOptions}
                  onChange={(value) => update({ itemType: Number(value) })}
                  data-testid="mall-kind"
                />
              ))}
            <div className="mall-toolbar-sort">
              <span>{t('sort.label')}</span>
              <Segmented
                value={state.sort ?? 'default'}
                options={sortOptions}
                onChange={(value) =>
                  update({ sort: value === 'default' ? undefined : (value as ListState['sort']) })
                }
                data-testid="mall-sort"
              />
            </div>
          </div>
          {body}
        </div>
      </div>
    </div>
  );
}
