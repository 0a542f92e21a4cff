import type { evidence } from '@datamall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type BlockState = (typeof evidence.BLOCK_STATES)[number];

export const blockStateOf = (b: evidence.LedgerBlock): BlockState =>
  b.blockHash === null ? 'open' : b.signature ? 'signed' : 'unsigned';

const COLOR: Record<BlockState, string> = { open: 'processing', unsigned: 'warning', signed: 'success' };

/** Open, sealed and waiting for its signature, or signed. */
export function BlockStateTag({ block }: { block: evidence.LedgerBlock }) {
  const { t } = useTranslation('ledger');
  const state = blockStateOf(block);
  return <Tag color={COLOR[state]}>{t(`states.${state}`)}</Tag>;
}
