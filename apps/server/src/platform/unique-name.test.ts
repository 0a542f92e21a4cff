import { ErrorCode } from '@datamall/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { uniqueName } from './unique-name.js';

describe('uniqueName', () => {
  const duplicate = Object.assign(new Error('insert failed'), { cause: { code: '23505' } });

  it('answers the work', async () => {
    await expect(uniqueName(ErrorCode.GOODS_NAME_TAKEN, 'Meters', Promise.resolve(7))).resolves.toBe(7);
  });

  it('turns a unique violation into the code with the name, on the field name', async () => {
    const caught = await uniqueName(ErrorCode.SOURCE_NAME_TAKEN, 'Meters', Promise.reject(duplicate)).catch(
      (e: unknown) => e,
    );
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      code: ErrorCode.SOURCE_NAME_TAKEN,
      params: { name: 'Meters' },
      data: { field: 'name' },
    });
  });

  it('lets any other error through', async () => {
    const other = new Error('connection lost');
    await expect(uniqueName(ErrorCode.GOODS_NAME_TAKEN, 'Meters', Promise.reject(other))).rejects.toBe(other);
  });
});
