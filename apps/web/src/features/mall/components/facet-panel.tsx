import type { mall } from '@datamall/contract';
import { useTranslation } from 'react-i18next';
import { useCatalogName } from '../../../shared/i18n/catalog-name';

type FacetNode = mall.MallFacets['classifications'][number];

/** Depth of each node of a flat tree in tree order (parent before children). */
export function facetDepths(nodes: FacetNode[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const node of nodes) {
    const parent = node.parentId ? depth.get(node.parentId) : undefined;
    depth.set(node.id, parent === undefined ? 0 : parent + 1);
  }
  return depth;
}

interface TreeFacetProps {
  title: string;
  testId: string;
  nodes: FacetNode[];
  value?: string;
  onChange: (id: string | undefined) => void;
}

function TreeFacet({ title, testId, nodes, value, onChange }: TreeFacetProps) {
  const { t } = useTranslation('mall');
  const name = useCatalogName();
  const depth = facetDepths(nodes);
  return (
    <section className="mall-facet" data-testid={testId}>
      <h4>{title}</h4>
      <button
        type="button"
        className={value ? 'mall-facet-item' : 'mall-facet-item active'}
        onClick={() => onChange(undefined)}
      >
        {t('list.all')}
      </button>
      {nodes.map((node) => (
        <button
          type="button"
          key={node.id}
          className={value === node.id ? 'mall-facet-item active' : 'mall-facet-item'}
          style={{ paddingLeft: 10 + (depth.get(node.id) ?? 0) * 14 }}
          onClick={() => onChange(value === node.id ? undefined : node.id)}
          data-testid={`${testId}-${node.id}`}
        >
          <span>{name(node.name, node.nameEn)}</span>
          <em>{node.count}</em>
        </button>
      ))}
    </section>
  );
}

export interface FacetPanelProps {
  facets: mall.MallFacets | undefined;
  loading: boolean;
  classificationId?: string;
  brandId?: string;
  tag?: string;
  onChange: (change: { classificationId?: string; brandId?: string; tag?: string }) => void;
}

/** Left column of a listing: classification tree, brands and tags with their counts. */
export function FacetPanel({ facets, loading, classificationId, brandId, tag, onChange }: FacetPanelProps) {
  const { t } = useTranslation('mall');
  const tagName = useCatalogName();
  if (loading && !facets) {
    return (
      <aside className="mall-facets" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="mall-skel" style={{ height: 16, margin: '12px 0' }} />
        ))}
      </aside>
    );
  }
  const classifications = (facets?.classifications ?? []).filter(
    (n) => n.count > 0 || n.id === classificationId,
  );
  const brands = (facets?.brands ?? []).filter((n) => n.count > 0 || n.id === brandId);
  return (
    <aside className="mall-facets" data-testid="mall-facets">
      <TreeFacet
        title={t('list.classification')}
        testId="facet-classification"
        nodes={classifications}
        value={classificationId}
        onChange={(id) => onChange({ classificationId: id })}
      />
      {brands.length > 0 && (
        <TreeFacet
          title={t('list.brand')}
          testId="facet-brand"
          nodes={brands}
          value={brandId}
          onChange={(id) => onChange({ brandId: id })}
        />
      )}
      {(facets?.tags.length ?? 0) > 0 && (
        <section className="mall-facet" data-testid="facet-tag">
          <h4>{t('list.tag')}</h4>
          <div className="mall-facet-tags">
            {facets?.tags.map((item) => (
              <button
                type="button"
                key={item.name}
                className={tag === item.name ? 'mall-chip mall-chip-active' : 'mall-chip'}
                onClick={() => onChange({ tag: tag === item.name ? undefined : item.name })}
              >
                {tagName(item.name)} · {item.count}
              </button>
            ))}
          </div>
        </section>
      )}
    </aside>
  );
}
