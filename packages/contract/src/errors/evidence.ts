import { defineErrorDomain } from './domain.js';

/** The evidence ledger's console: verification, signing and published block heads: 10580–10599. */
export const EVIDENCE_ERRORS = defineErrorDomain(
  {
    EVIDENCE_RANGE_TOO_LONG: 10580,
    EVIDENCE_BLOCK_NOT_FOUND: 10581,
  },
  {
    10580: {
      'zh-CN': '一次最多校验 {max} 个区块，请分段校验',
      'zh-TW': '一次最多校驗 {max} 個區塊，請分段校驗',
      'en-US': 'At most {max} blocks are verified per call: verify the chain in parts',
    },
    10581: {
      'zh-CN': '区块 {blockNo} 不存在（账本共 {lastBlock} 个区块）',
      'zh-TW': '區塊 {blockNo} 不存在（帳本共 {lastBlock} 個區塊）',
      'en-US': 'Block {blockNo} does not exist (the ledger has {lastBlock} blocks)',
    },
  },
);
