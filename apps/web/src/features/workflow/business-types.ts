import { workflow } from '@datamall/contract';
import { t } from '../../shared/i18n';

/** The process keys of the platform; a business type is the key of the process that reviews it. */
export const BUSINESS_TYPES: readonly string[] = workflow.PROCESS_KEYS;

const isKnown = (key: string) => BUSINESS_TYPES.includes(key);

/** The localized label of a business type / process key, else the fallback (the process name) or the key. */
export function businessTypeLabel(key: string, fallback?: string): string {
  if (isKnown(key)) return t(`workflow:businessTypes.${key}`);
  return fallback || key || '-';
}

/** Options of a business-type filter, in the order of the process keys. */
export function businessTypeOptions(): { value: string; label: string }[] {
  return BUSINESS_TYPES.map((key) => ({ value: key, label: businessTypeLabel(key) }));
}
