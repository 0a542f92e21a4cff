import type { assets } from '@datamall/contract';
import { Tag } from 'antd';
import { useTexts } from '../locale-context';

const COLOR: Record<assets.GrantState, string> = {
  pending: 'blue',
  active: 'green',
  expired: 'default',
  revoked: 'red',
};

export function GrantStateTag({ state }: { state: assets.GrantState }) {
  const { t } = useTexts();
  return <Tag color={COLOR[state]}>{t(`state.${state}`)}</Tag>;
}
