import type { ErrorCode } from '@datamall/contract';
import { isUniqueViolation } from './db-errors.js';
import { AppError } from './errors.js';

/**
 * Runs a write that a name check went before: a concurrent insert can still hit the unique name index after the
 * check, so the violation answers the same clear error as the check (`code` with `{name}`, field `name`).
 */
export async function uniqueName<T>(code: ErrorCode, name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, { name }, { field: 'name' });
    throw error;
  }
}
