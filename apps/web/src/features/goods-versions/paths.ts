/**
 * Version and case pages (hidden menu urls): dev/zqgoodversion?itemId=, dev/versionAdd?itemId=,
 * dev/versionImprove?baseId=, the same three under dev/jiao/ for API goods, and dev/zqgoodcase?itemId=,
 * dev/caseAdd?itemId=, dev/caseUpdateVersion?id=. The operator reads a good's versions at
 * operate/zqOperateLink?itemId=.
 */
export type VersionVariant = 'dev' | 'jiao';

/** The operator's read-only list of a good's versions. */
export const operatorVersionsPath = (itemId: string) =>
  `/operate-zqOperateLink?${new URLSearchParams({ itemId })}`;

const base = (variant: VersionVariant) => (variant === 'jiao' ? '/dev-jiao' : '/dev');

export const versionPaths = {
  list: (variant: VersionVariant, itemId: string) =>
    `${base(variant)}-zqgoodversion?${new URLSearchParams({ itemId })}`,
  add: (variant: VersionVariant, itemId: string) =>
    `${base(variant)}-versionAdd?${new URLSearchParams({ itemId })}`,
  improve: (variant: VersionVariant, baseId: string) =>
    `${base(variant)}-versionImprove?${new URLSearchParams({ baseId })}`,
  cases: (itemId: string) => `/dev-zqgoodcase?${new URLSearchParams({ itemId })}`,
  caseAdd: (itemId: string) => `/dev-caseAdd?${new URLSearchParams({ itemId })}`,
  caseUpdateVersion: (id: string) => `/dev-caseUpdateVersion?${new URLSearchParams({ id })}`,
};

/** A positive integer id from the address, or undefined. */
export function idFrom(value: string | null): string | undefined {
  return value && /^[1-9]\d{0,15}$/.test(value) ? value : undefined;
}
