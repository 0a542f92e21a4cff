import { DatabaseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/format';
import { useCatalogName } from '../../../shared/i18n/catalog-name';
import { useSourceTopFive } from '../api/source-top-five';
import { useTopFiveItems } from '../api/top-five';
import { GoodsCard, GoodsCardSkeleton } from './goods-card';
import './mall.css';

function SkeletonRow() {
  return (
    <div className="mall-top-five" aria-busy>
      {[0, 1, 2, 3, 4].map((i) => (
        <GoodsCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** queryTopFiveItem: the five goods sold most, ranked. Nothing listed yet: a short note. */
export function TopFiveItems() {
  const { t } = useTranslation('mall');
  const top = useTopFiveItems();
  if (top.isPending) return <SkeletonRow />;
  if (top.isError || top.data.length === 0) {
    return (
      <p className="mall-card-summary" data-testid="top-five-empty">
        {t('top.empty')}
      </p>
    );
  }
  return (
    <div className="mall-top-five" data-testid="top-five-items">
      {top.data.map((card, index) => (
        <div className="mall-rank" key={card.id}>
          <span className="mall-rank-no">TOP {index + 1}</span>
          <GoodsCard card={card} />
        </div>
      ))}
    </div>
  );
}

/** querySourceTopFive: the five data assets used by most goods; each opens the asset listing searched by name. */
export function TopFiveSources() {
  const { t } = useTranslation('mall');
  const top = useSourceTopFive();
  const nameOf = useCatalogName();
  if (top.isPending) return <SkeletonRow />;
  if (top.isError || top.data.length === 0) {
    return (
      <p className="mall-card-summary" data-testid="top-five-sources-empty">
        {t('top.emptySources')}
      </p>
    );
  }
  return (
    <div className="mall-top-five" data-testid="top-five-sources">
      {top.data.map((source, index) => (
        <Link
          key={source.id}
          to={`/datasource?keyword=${encodeURIComponent(source.name.slice(0, 50))}`}
          className="mall-card mall-rank"
          style={{ padding: 16 }}
        >
          <span className="mall-rank-no" style={{ position: 'static', alignSelf: 'flex-start' }}>
            TOP {index + 1}
          </span>
          <h3 className="mall-card-name" style={{ marginTop: 10 }}>
            <DatabaseOutlined style={{ color: '#2563eb', marginRight: 6 }} />
            {source.name}
          </h3>
          <p className="mall-card-summary" style={{ margin: '8px 0' }}>
            {source.description || nameOf(source.classificationName)}
          </p>
          <div className="mall-card-sales">
            {t('top.sourceMeta', {
              goods: formatNumber(source.goodsCount),
              tables: formatNumber(source.tableCount),
            })}
          </div>
          <div className="mall-card-owner">{source.ownerName}</div>
        </Link>
      ))}
    </div>
  );
}
