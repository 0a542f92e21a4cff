import type { nodes } from '@datamall/contract';
import { Badge } from 'antd';
import { useTexts } from '../locale-context';

export function NodeStatus({ status }: { status: nodes.NodeStatus }) {
  const { t } = useTexts();
  return <Badge status={status === 'online' ? 'success' : 'default'} text={t(`status.${status}`)} />;
}
