import type { Localized } from './locales.js';

/** Role type constants of the spec (cookie role_type). */
export const RoleType = {
  OPERATOR: 0,
  CONSUMER: 1,
  DEVELOPER: 2,
  SUPPLIER: 3,
} as const;
export type RoleType = (typeof RoleType)[keyof typeof RoleType];
export const ROLE_TYPES: readonly RoleType[] = [0, 1, 2, 3];
/** Role types a visitor may register as (operators are created by operators). */
export const REGISTRABLE_ROLE_TYPES = [1, 2, 3] as const;

export const ROLE_TYPE_LABELS: Record<RoleType, Localized> = {
  0: { 'zh-CN': '运营方', 'zh-TW': '營運方', 'en-US': 'Operator' },
  1: { 'zh-CN': '消费方', 'zh-TW': '消費方', 'en-US': 'Consumer' },
  2: { 'zh-CN': '开发方', 'zh-TW': '開發方', 'en-US': 'Developer' },
  3: { 'zh-CN': '供应方', 'zh-TW': '供應方', 'en-US': 'Supplier' },
};
