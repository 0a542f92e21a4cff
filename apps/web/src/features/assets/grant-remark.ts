import type { assets } from '@datamall/contract';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An order number in a grant's remark: alone, or "order …" as earlier versions wrote. */
const ORDER_NO = /^(?:order )?(\d{16})$/;

/**
 * The remark of a grant in the reader's language: a grant issued by an order names the order in words; a remark
 * written by the supplier is shown as written.
 */
export function grantRemark(grant: Pick<assets.AssetGrant, 'remark' | 'orderId'>, t: Translate): string {
  const orderNo = grant.orderId === null ? undefined : ORDER_NO.exec(grant.remark)?.[1];
  if (orderNo) return t('grants.remarkFromOrder', { orderNo });
  return grant.remark || '-';
}
