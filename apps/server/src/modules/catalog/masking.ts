import { catalog } from '@datamall/contract';

/**
 * Masking of preview values by a security grade's rule. The implementation lives in the contract so the
 * web's live example shows exactly what the server answers; assets import it from here.
 */
export const maskValue = catalog.maskValue;
export const MASKING_RULES = catalog.MASKING_RULES;
export type MaskingRule = catalog.MaskingRule;
