import type { assets, catalog } from '@datamall/contract';
import type { FieldEdit } from './api/dictionary';

type Field = assets.DictionaryField;

/** The form's value per field id. */
export type Edits = Record<string, { description: string; securityLevelId: string | null }>;

/** The edits that equal the saved dictionary. */
export const editsOf = (fields: readonly Field[]): Edits =>
  Object.fromEntries(
    fields.map((f) => [f.id, { description: f.description, securityLevelId: f.securityLevelId }]),
  );

/** The fields whose description or grade differ from the saved dictionary. */
export function changedFields(fields: readonly Field[], edits: Edits): FieldEdit[] {
  return fields
    .filter((f) => {
      const edit = edits[f.id];
      return (
        edit &&
        (edit.description.trim() !== f.description || (edit.securityLevelId ?? null) !== f.securityLevelId)
      );
    })
    .map((f) => ({
      id: f.id,
      description: edits[f.id]?.description.trim() ?? '',
      securityLevelId: edits[f.id]?.securityLevelId ?? null,
    }));
}

/**
 * The masking rule a field gets with the grade being edited: its own grade's rule, else (no own grade) the
 * asset's; the saved rule while the grades are unknown or the field is untouched.
 */
export function effectiveRule(
  field: Field,
  editedGradeId: string | null | undefined,
  gradeById: ReadonlyMap<string, Pick<catalog.SecurityLevel, 'maskingRule'>>,
  assetRule: catalog.MaskingRule | undefined,
): catalog.MaskingRule {
  if (editedGradeId === undefined) return field.maskingRule;
  if (editedGradeId) return gradeById.get(editedGradeId)?.maskingRule ?? field.maskingRule;
  return assetRule ?? field.maskingRule;
}
