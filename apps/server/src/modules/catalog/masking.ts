import { catalog } from '@datamall/contract';

/**
 * Masking of preview values by a security grade's rule and the column's type. The implementation lives in the
 * contract so the web's live example and "as others see it" view show exactly what the server answers; server
 * modules (assets previews, granted data) import it from here.
 */

/**
 * One value of a column as someone the grade applies to sees it: `maskCell(value, rule, columnType)`, with
 * `columnType` the database's name of the column's type (the dictionary field's `type`). See the contract for what
 * each rule does per kind of column; a rule it does not know masks fully.
 */
export const maskCell = catalog.maskCell;
export const columnKind = catalog.columnKind;
export const MASKING_RULES = catalog.MASKING_RULES;
export type MaskingRule = catalog.MaskingRule;
export type ColumnKind = catalog.ColumnKind;
