import type { assets } from '@datamall/contract';
import { Tooltip } from 'antd';
import { StatusTag } from '../../../shared/ui/status-tag';
import { SourceStatusValue } from '../status';

/** The asset's status (dict source_status); a rejected asset shows the reviewer's comment on hover. */
export function SourceStatusTag({ source }: { source: Pick<assets.DataSource, 'status' | 'reviewComment'> }) {
  const tag = (
    <span data-testid="source-status" data-status={source.status}>
      <StatusTag dictType="source_status" value={source.status} />
    </span>
  );
  if (source.status === SourceStatusValue.REJECTED && source.reviewComment) {
    return <Tooltip title={source.reviewComment}>{tag}</Tooltip>;
  }
  return tag;
}
