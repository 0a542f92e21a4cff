/**
 * Interface pages: dev/interFaceAdd?skuId=&itemId=, dev/interFaceUpdate?id=, dev/apiList?id= (all interfaces
 * of a good) and the same under dev/jiao/ (self-owned API variant), plus dev/apiTest?id= (test call). The
 * forms return to the interfaces tab of the good's detail (dev/apiInfo).
 */
export type InterfaceVariant = 'dev' | 'jiao';

const base = (variant: InterfaceVariant) => (variant === 'jiao' ? '/dev-jiao' : '/dev');

export const interfacePaths = {
  add: (variant: InterfaceVariant, itemId: string, skuId: string) =>
    `${base(variant)}-interFaceAdd?${new URLSearchParams({ itemId, skuId })}`,
  edit: (variant: InterfaceVariant, id: string) =>
    `${base(variant)}-interFaceUpdate?${new URLSearchParams({ id })}`,
  detail: (itemId: string, skuId?: string) =>
    `/dev-apiInfo?${new URLSearchParams({ id: itemId, tab: 'interfaces', ...(skuId ? { sku: skuId } : {}) })}`,
  /** dev/apiList?id= or dev/jiao/apiList?id=: the interfaces of a good over all its SKUs. */
  list: (variant: InterfaceVariant, itemId: string) =>
    `${base(variant)}-apiList?${new URLSearchParams({ id: itemId })}`,
  /** dev/apiTest?id=: a test call of an interface (one page for both variants; `from` names the way back). */
  test: (id: string, variant: InterfaceVariant = 'dev') =>
    `/dev-apiTest?${new URLSearchParams({ id, ...(variant === 'jiao' ? { from: 'jiao' } : {}) })}`,
};
