import { defineErrorDomain } from './domain.js';

/** Negotiated prices: 10450–10459. */
export const NEGOTIATION_ERRORS = defineErrorDomain(
  {
    NEGOTIATION_NOT_NEGOTIABLE: 10450,
    NEGOTIATION_PRICE_INVALID: 10451,
    NEGOTIATION_OPEN: 10452,
  },
  {
    10450: {
      'zh-CN': '此规格不接受议价',
      'zh-TW': '此規格不接受議價',
      'en-US': 'This SKU does not take price proposals',
    },
    10451: {
      'zh-CN': '议价须大于 0 且低于标价 {price} 元',
      'zh-TW': '議價須大於 0 且低於標價 {price} 元',
      'en-US': 'The proposed price must be above 0 and below the list price of {price} yuan',
    },
    10452: {
      'zh-CN': '您对此规格已有进行中的议价（待答复或已接受待下单），请等待答复或先撤回',
      'zh-TW': '您對此規格已有進行中的議價（待答覆或已接受待下單），請等待答覆或先撤回',
      'en-US':
        'You already have an open proposal for this SKU (awaiting an answer, or accepted and waiting for your order)',
    },
  },
);
