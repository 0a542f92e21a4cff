import {
  ApiOutlined,
  AppstoreOutlined,
  DatabaseOutlined,
  InboxOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { mall } from '@datamall/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { detailHref } from '../../../shared/mall-links';
import { MoneyText } from '../../../shared/ui/money-text';

const TYPE_ART: Record<number, { icon: ReactNode; color: string }> = {
  1: { icon: <AppstoreOutlined />, color: 'linear-gradient(135deg,#6366f1,#8b5cf6)' },
  2: { icon: <InboxOutlined />, color: 'linear-gradient(135deg,#ec4899,#f43f5e)' },
  3: { icon: <DatabaseOutlined />, color: 'linear-gradient(135deg,#0ea5e9,#2563eb)' },
  4: { icon: <TableOutlined />, color: 'linear-gradient(135deg,#10b981,#059669)' },
  5: { icon: <ApiOutlined />, color: 'linear-gradient(135deg,#f59e0b,#ea580c)' },
};

/** The cover of a good: its image, or a coloured panel with the icon of its kind. */
export function GoodsCover({ card, height = 140 }: { card: mall.MallCard; height?: number }) {
  const art = TYPE_ART[card.itemType] ?? TYPE_ART[1];
  if (card.coverImage) {
    return (
      <img
        className="mall-card-cover"
        src={card.coverImage}
        alt={card.name}
        loading="lazy"
        style={{ height }}
      />
    );
  }
  return (
    <div className="mall-card-cover mall-card-cover-art" style={{ height, background: art?.color }}>
      {art?.icon}
    </div>
  );
}

/** Classification name of a good in the interface language (`catalogName`). */
export function useClassificationName() {
  const name = useCatalogName();
  return (card: Pick<mall.MallCard, 'classificationName' | 'classificationNameEn'>) =>
    name(card.classificationName, card.classificationNameEn);
}

/** Brand name of a good in the interface language (`catalogName`). */
export function useBrandName() {
  const name = useCatalogName();
  return (card: Pick<mall.MallCard, 'brandName' | 'brandNameEn'>) => name(card.brandName, card.brandNameEn);
}

/** A good in a listing: cover, name, summary, classification and tags, seller, lowest price and sales. */
export function GoodsCard({ card }: { card: mall.MallCard }) {
  const { t } = useTranslation('mall');
  const classification = useClassificationName()(card);
  const tagName = useCatalogName();
  return (
    <Link to={detailHref(card)} className="mall-card" data-testid="mall-card" data-item-id={card.id}>
      <GoodsCover card={card} />
      <div className="mall-card-body">
        <h3 className="mall-card-name" title={card.name} data-testid="mall-card-name">
          {card.name}
        </h3>
        <p className="mall-card-summary">{card.summary || t('card.noSummary')}</p>
        <div className="mall-card-tags">
          {classification && <span className="mall-chip mall-chip-blue">{classification}</span>}
          {card.tags.slice(0, 2).map((tag) => (
            <span className="mall-chip" key={tag}>
              {tagName(tag)}
            </span>
          ))}
        </div>
        <div className="mall-card-foot">
          <span className="mall-card-price" data-testid="mall-card-price">
            {card.minPrice === null ? (
              t('card.noPrice')
            ) : (
              <>
                <MoneyText value={card.minPrice} />
                <small>{t('card.from')}</small>
              </>
            )}
          </span>
          <span className="mall-card-sales">{t('card.sales', { n: formatNumber(card.salesVolume) })}</span>
        </div>
        <div className="mall-card-owner">{card.ownerName}</div>
      </div>
    </Link>
  );
}

/** A card-shaped loading placeholder (no antd Skeleton: the listing's first paint stays light). */
export function GoodsCardSkeleton() {
  return (
    <div className="mall-card mall-card-skeleton" aria-hidden>
      <div className="mall-skel" style={{ height: 140 }} />
      <div className="mall-card-body">
        <div className="mall-skel" style={{ height: 18, width: '70%' }} />
        <div className="mall-skel" style={{ height: 14, marginTop: 10 }} />
        <div className="mall-skel" style={{ height: 14, width: '50%', marginTop: 8 }} />
      </div>
    </div>
  );
}
