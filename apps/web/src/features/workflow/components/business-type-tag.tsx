import { Tag } from 'antd';
import { businessTypeLabel } from '../business-types';

const COLORS: Record<string, string> = {
  'user-registration': 'blue',
  'identity-authentication': 'geekblue',
  'source-audit': 'cyan',
  'goods-enable': 'green',
  'goods-disable': 'orange',
  'goods-delete': 'red',
  'sku-audit': 'purple',
  'price-change': 'gold',
  refund: 'magenta',
  'community-review': 'lime',
};

/** A business type (process key) as a tag with its localized label. */
export function BusinessTypeTag({ type, fallback }: { type: string; fallback?: string }) {
  return (
    <Tag color={COLORS[type] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {businessTypeLabel(type, fallback)}
    </Tag>
  );
}
