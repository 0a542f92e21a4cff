import { assets } from '@datamall/contract';

export const SourceStatusValue = assets.SourceStatus;

type Status = number;

/** The owner may submit a draft or rejected asset for review. */
export const canSubmit = (status: Status) =>
  status === SourceStatusValue.DRAFT || status === SourceStatusValue.REJECTED;
/** Nothing changes while the platform reviews it. */
export const canEdit = (status: Status) => status !== SourceStatusValue.REVIEWING;
export const canDisable = (status: Status) => status === SourceStatusValue.APPROVED;
export const canEnable = (status: Status) => status === SourceStatusValue.DISABLED;
/** Grants apply to approved assets only. */
export const canGrant = (status: Status) => status === SourceStatusValue.APPROVED;

/** What the dataField:zqdatafield:* permission strings allow on the dictionary pages. */
export interface FieldPermissions {
  /** See the field list. */
  page: boolean;
  /** See a field's data (preview). */
  info: boolean;
  /** Add tables (and with them fields) to an asset. */
  save: boolean;
  /** Edit descriptions and security grades. */
  update: boolean;
  /** Remove a table (and its fields) from an asset. */
  delete: boolean;
}

export const FIELD_PERMISSIONS = {
  page: 'dataField:zqdatafield:page',
  info: 'dataField:zqdatafield:info',
  save: 'dataField:zqdatafield:save',
  update: 'dataField:zqdatafield:update',
  delete: 'dataField:zqdatafield:delete',
} as const;

/** The field permissions held in a permission list (undefined while it loads: nothing allowed). */
export function fieldPermissions(held: readonly string[] | undefined): FieldPermissions {
  const has = (p: string) => Boolean(held?.includes(p));
  return {
    page: has(FIELD_PERMISSIONS.page),
    info: has(FIELD_PERMISSIONS.info),
    save: has(FIELD_PERMISSIONS.save),
    update: has(FIELD_PERMISSIONS.update),
    delete: has(FIELD_PERMISSIONS.delete),
  };
}

export const NO_FIELD_PERMISSIONS: FieldPermissions = {
  page: false,
  info: false,
  save: false,
  update: false,
  delete: false,
};
