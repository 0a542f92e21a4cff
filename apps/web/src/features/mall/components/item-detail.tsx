import { HeartFilled, HeartOutlined, SafetyCertificateFilled, ShoppingCartOutlined } from '@ant-design/icons';
import type { mall } from '@datamall/contract';
import { Alert, Breadcrumb, Button, Descriptions, Result, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { useDictLabel } from '../../../shared/dictionaries/use-dict-label';
import { formatDateTime, formatNumber } from '../../../shared/format';
import { detailHref } from '../../../shared/mall-links';
import { notify } from '../../../shared/notify';
import { loginUrl } from '../../../shared/public-paths';
import { session } from '../../../shared/session';
import { MoneyText } from '../../../shared/ui/money-text';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useFavouriteAdd } from '../api/favourite-add';
import { useFavouriteRemove } from '../api/favourite-remove';
import { useMallItemDetail } from '../api/item-detail';
import { useOrderCounters } from '../api/order-counters';
import { kindOfItemType, listingHeadingKey, type MallKind } from '../kinds';
import { skuTerms } from '../sku-terms';
import { GoodsCover, useBrandName, useClassificationName } from './goods-card';
import { ShopCard } from './shop-card';
import { SourceTables } from './source-tables';
import './mall.css';

type Detail = mall.MallItemDetail;

/** An extra tab of the detail page. */
export interface DetailTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** The good a detail page shows: `itemId`, or `id` as older links name it. */
export function useDetailItemId(): string | undefined {
  const [params] = useSearchParams();
  const raw = params.get('itemId') ?? params.get('id') ?? '';
  return /^\d{1,19}$/.test(raw) ? raw : undefined;
}

function Gallery({ item }: { item: Detail }) {
  // The cover first (the picture of the listing card), then the gallery.
  const images = [...new Set([item.coverImage, ...item.images].filter(Boolean))];
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <GoodsCover card={item} height={300} />;
  return (
    <div data-testid="mall-gallery">
      <img className="mall-gallery-main" src={images[index] ?? images[0]} alt={item.name} />
      {images.length > 1 && (
        <div className="mall-gallery-thumbs">
          {images.map((src, i) => (
            <button
              type="button"
              key={src}
              className={i === index ? 'active' : undefined}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Favourite switch: visitors are sent to log in first and come back here. */
function FavouriteButton({ item }: { item: Detail }) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const location = useLocation();
  const adder = useFavouriteAdd();
  const remover = useFavouriteRemove();
  const favourite = item.caller?.favourite ?? false;
  const handleClick = () => {
    if (!session.hasToken()) {
      navigate(loginUrl(`${location.pathname}${location.search}`));
      return;
    }
    const done = favourite ? remover.mutateAsync([item.id]) : adder.mutateAsync(item.id);
    done
      .then(() => notify.success(favourite ? t('detail.unfavourited') : t('detail.favourited')))
      .catch((error: unknown) => {
        const text = errorText(error);
        if (text) notify.error(text);
      });
  };
  return (
    <Button
      size="large"
      icon={favourite ? <HeartFilled style={{ color: '#ef4444' }} /> : <HeartOutlined />}
      loading={adder.isPending || remover.isPending}
      onClick={handleClick}
      data-testid="mall-favourite"
      data-favourite={favourite}
    >
      {favourite ? t('detail.favouriteDone') : t('detail.favourite')}
    </Button>
  );
}

export interface ItemDetailViewProps {
  kind: MallKind;
  /** Data dictionary and masked preview of one table of a bound asset (logged-in callers; composed by the page). */
  renderTable?: (tableId: string, version: number) => ReactNode;
  /** Extra tabs (e.g. the application test link). */
  extraTabs?: (item: Detail) => DetailTab[];
}

/**
 * The detail of a listed good: gallery, name and price, SKUs (§9 money), counters, favourite and buy,
 * then the description, the bound assets (asset and table goods), the seller's card and related goods.
 */
export function ItemDetailView({ kind, renderTable, extraTabs }: ItemDetailViewProps) {
  const { t } = useTranslation('mall');
  const dictLabel = useDictLabel();
  const navigate = useNavigate();
  const itemId = useDetailItemId();
  const detail = useMallItemDetail(itemId);
  const counters = useOrderCounters(itemId);
  const classification = useClassificationName();
  const brand = useBrandName();
  const [skuId, setSkuId] = useState<string | undefined>();
  usePageTitle(detail.data?.name);

  if (!itemId || detail.isError) {
    return (
      <div className="mall-page">
        <Result
          status="404"
          title={t('detail.notFound')}
          subTitle={detail.isError ? errorText(detail.error) : undefined}
          extra={
            <Link to={kind.path}>
              <Button type="primary">{t('detail.backToList', { name: t(`pages.${kind.key}`) })}</Button>
            </Link>
          }
          data-testid="mall-detail-missing"
        />
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className="mall-page" data-testid="mall-detail-loading">
        <div className="mall-panel mall-detail-top">
          <div className="mall-skel" style={{ height: 300 }} />
          <div>
            <div className="mall-skel" style={{ height: 30, width: '60%' }} />
            <div className="mall-skel" style={{ height: 16, marginTop: 16 }} />
            <div className="mall-skel" style={{ height: 16, width: '80%', marginTop: 10 }} />
            <div className="mall-skel" style={{ height: 64, marginTop: 24 }} />
          </div>
        </div>
      </div>
    );
  }
  const item = detail.data;
  // A good opened under another kind's route moves to its own detail page.
  const ownKind = kindOfItemType(item.itemType);
  if (ownKind.key !== kind.key) return <Navigate to={detailHref(item)} replace />;

  const sku = item.skus.find((s) => s.id === skuId) ?? item.skus[0];
  const count = counters.data;
  const canBuy = Boolean(sku);

  const handleBuy = () => {
    if (!sku) return;
    navigate(`/orderSubmit?itemId=${encodeURIComponent(item.id)}&skuId=${encodeURIComponent(sku.id)}`);
  };

  const tabs = [
    {
      key: 'description',
      label: t('detail.description'),
      children: item.description ? (
        <div
          className="mall-rich-text"
          data-testid="mall-description"
          // Sanitised by the server (contract: zMallItemDetail.description).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
          dangerouslySetInnerHTML={{ __html: item.description }}
        />
      ) : (
        <p className="mall-card-summary">{t('detail.noDescription')}</p>
      ),
    },
    ...(item.sources.length > 0
      ? [
          {
            key: 'sources',
            label: t('detail.sources'),
            children: <SourceTables sources={item.sources} renderTable={renderTable} />,
          },
        ]
      : []),
    {
      key: 'skus',
      label: t('detail.skus'),
      children: (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={item.skus.map((s) => ({
            key: s.id,
            label: s.name,
            children: (
              <span>
                <MoneyText value={s.price} /> · {skuTerms(s, t)}
                {s.description ? ` · ${s.description}` : ''}
              </span>
            ),
          }))}
        />
      ),
    },
    ...(item.usageInstructions
      ? [
          {
            key: 'usage',
            label: t('detail.usage'),
            children: (
              <div className="mall-rich-text" style={{ whiteSpace: 'pre-wrap' }}>
                {item.usageInstructions}
              </div>
            ),
          },
        ]
      : []),
    ...(extraTabs?.(item) ?? []),
  ];

  return (
    <div className="mall-page" data-testid="mall-detail" data-item-id={item.id}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          { title: <Link to="/mall">{t('pages.mall')}</Link> },
          {
            // Data packages are the data-application listing's package tab (/dataapp?type=2).
            title: (
              <Link to={item.itemType === 2 ? `${kind.path}?type=2` : kind.path}>
                {t(`pages.${listingHeadingKey(kind, item.itemType)}`)}
              </Link>
            ),
          },
          { title: item.name },
        ]}
      />
      <div className="mall-panel mall-detail-top">
        <Gallery item={item} />
        <div className="mall-detail-info">
          <h1 data-testid="mall-detail-name">{item.name}</h1>
          <p className="mall-detail-summary">{item.summary}</p>
          <div className="mall-card-tags">
            <span className="mall-chip mall-chip-blue" data-testid="mall-detail-kind">
              {dictLabel('item_type', item.itemType)}
            </span>
            {classification(item) && <span className="mall-chip">{classification(item)}</span>}
            {brand(item) && <span className="mall-chip">{brand(item)}</span>}
            {item.tags.map((tag) => (
              <span className="mall-chip" key={tag}>
                {tag}
              </span>
            ))}
          </div>
          <div className="mall-detail-price" data-testid="mall-detail-price">
            <span>{t('detail.price')}</span>
            <strong>{sku ? <MoneyText value={sku.price} /> : t('card.noPrice')}</strong>
            {sku && <span style={{ color: '#64748b' }}>{skuTerms(sku, t)}</span>}
          </div>
          {item.skus.length > 0 ? (
            <div className="mall-sku-list" data-testid="mall-skus">
              {item.skus.map((s) => (
                <button
                  type="button"
                  key={s.id}
                  className={s.id === sku?.id ? 'mall-sku active' : 'mall-sku'}
                  onClick={() => setSkuId(s.id)}
                  data-testid={`mall-sku-${s.id}`}
                >
                  <b>{s.name}</b>
                  <span>
                    <MoneyText value={s.price} />
                  </span>
                  <small>{skuTerms(s, t)}</small>
                </button>
              ))}
            </div>
          ) : (
            <Alert type="info" showIcon message={t('detail.noSku')} style={{ margin: '8px 0 16px' }} />
          )}
          <div className="mall-counters" data-testid="mall-counters">
            {(
              [
                ['sales', count?.salesVolume ?? item.salesVolume],
                ['orders', count?.orderCount ?? item.orderCount],
                ['views', count?.viewCount ?? item.viewCount],
                ['favourites', count?.favouriteCount ?? item.favouriteCount],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <strong>{formatNumber(value)}</strong>
                <span>{t(`detail.counters.${key}`)}</span>
              </div>
            ))}
          </div>
          <div style={{ display: 'flex', gap: 12, marginTop: 20, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              type="primary"
              size="large"
              icon={<ShoppingCartOutlined />}
              disabled={!canBuy}
              onClick={handleBuy}
              data-testid="mall-buy"
            >
              {t('detail.buy')}
            </Button>
            <FavouriteButton item={item} />
            {item.caller?.bought && (
              <span style={{ color: '#16a34a' }} data-testid="mall-bought">
                <SafetyCertificateFilled /> {t('detail.bought')}
              </span>
            )}
          </div>
          <p style={{ marginTop: 16, color: '#94a3b8', fontSize: 12 }}>
            {t('detail.listed', { date: formatDateTime(item.listedDate ?? item.createDate) })}
          </p>
        </div>
      </div>
      <div className="mall-detail-body">
        <div className="mall-panel">
          <Tabs items={tabs} data-testid="mall-detail-tabs" />
        </div>
        <div>
          <div className="mall-panel">
            <ShopCard shop={item.shop} following={item.caller?.following ?? null} />
          </div>
          {item.related.length > 0 && (
            <div className="mall-panel" data-testid="mall-related">
              <h2>{t('detail.related')}</h2>
              <div className="mall-related">
                {item.related.map((card) => (
                  <Link key={card.id} to={detailHref(card)}>
                    <GoodsCover card={card} height={54} />
                    <span style={{ minWidth: 0 }}>
                      <b className="mall-card-name" style={{ display: 'block', fontSize: 14 }}>
                        {card.name}
                      </b>
                      <span className="mall-card-price" style={{ fontSize: 14 }}>
                        {card.minPrice === null ? t('card.noPrice') : <MoneyText value={card.minPrice} />}
                      </span>
                    </span>
                  </Link>
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
