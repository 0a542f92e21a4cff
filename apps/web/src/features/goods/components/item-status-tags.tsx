import type { goods } from '@datamall/contract';
import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { StatusTag } from '../../../shared/ui/status-tag';

type Stateful = Pick<goods.Item, 'productStatus' | 'publishType' | 'deleteStatus' | 'lastReview'>;

/**
 * A good's review state (item_status), shelf state (item_publish) and, when not normal, its deletion state
 * (product_delete). The last decided review shows on hover (why an enable request was rejected).
 */
export function ItemStatusTags({ item, vertical }: { item: Stateful; vertical?: boolean }) {
  const { t } = useTranslation('goods');
  const review = item.lastReview;
  const status = (
    <span data-testid="item-status" data-status={item.productStatus}>
      <StatusTag dictType="item_status" value={item.productStatus} />
    </span>
  );
  return (
    <Space size={4} direction={vertical ? 'vertical' : 'horizontal'} wrap>
      {review ? (
        <Tooltip
          title={
            <div>
              <div>
                {t(`process.${review.processKey}`, review.processKey)} ·{' '}
                {t(`reviews.decisions.${review.decision}`, review.decision)}
              </div>
              {review.comment ? <div style={{ whiteSpace: 'pre-wrap' }}>{review.comment}</div> : null}
              <Typography.Text style={{ color: 'inherit', opacity: 0.75 }}>
                {formatDateTime(review.date)}
              </Typography.Text>
            </div>
          }
        >
          {status}
        </Tooltip>
      ) : (
        status
      )}
      <span data-testid="item-publish" data-publish={item.publishType}>
        <StatusTag dictType="item_publish" value={item.publishType} />
      </span>
      {item.deleteStatus !== 0 ? (
        <span data-testid="item-delete" data-delete={item.deleteStatus}>
          <StatusTag dictType="product_delete" value={item.deleteStatus} />
        </span>
      ) : null}
    </Space>
  );
}
