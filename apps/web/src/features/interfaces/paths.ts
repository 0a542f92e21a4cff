/**
 * Interface pages: dev/interFaceAdd?skuId=&itemId=, dev/interFaceUpdate?id=, and the same under dev/jiao/
 * (self-owned API variant). They return to the interfaces tab of the good's detail (dev/apiInfo).
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
};
