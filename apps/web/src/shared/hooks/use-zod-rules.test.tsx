import {
  appRuns,
  billing,
  EMAIL_PATTERN,
  endpoints,
  goods,
  interfaces,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  standardApi,
  UKEY_SERIAL_PATTERN,
  USERNAME_PATTERN,
  users,
} from '@datamall/contract';
import { Form, type FormInstance, Input } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { render } from '../../test/render';
import { setLocale } from '../i18n';
import {
  type FieldPath,
  fieldLimits,
  limitRules,
  patternMaxLength,
  type RuleSource,
  useZodRules,
  zodMaxLength,
} from './use-zod-rules';

const schema = z
  .object({
    name: z.string().trim().min(1).max(100),
    summary: z.string().trim().max(500).default(''),
    code: z.string().length(6),
    count: z.coerce.number().int().min(1).max(120).nullable().optional(),
    id: z.coerce.number().int().positive(),
    ratio: z.number().gt(0).lt(1),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/)
      .nullable()
      .optional(),
    cover: z
      .string()
      .max(500)
      .regex(/^\/file\?key=\S+$/),
    email: z
      .string()
      .trim()
      .regex(/^\S+@\S+$/)
      .max(100)
      .or(z.literal('')),
    tags: z.array(z.string().max(20)).max(10).default([]),
    picks: z.array(z.string()).min(1),
    serial: z
      .string()
      .trim()
      .max(32)
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]+$/)),
    padded: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(8).optional()),
    kind: z.enum(['a', 'b']),
    flag: z.boolean().default(false),
    contact: z.object({ phone: z.string().min(1).max(20) }),
    query: z.record(z.string(), z.string().max(2000)).default({}),
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('file'), fileName: z.string().trim().min(1).max(100) }),
      z.object({ kind: z.literal('table'), tableId: z.coerce.number().int().positive() }),
    ]),
    creditCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{3}$/),
  })
  .refine((v) => v.name !== 'x', { path: ['name'] });

describe('fieldLimits', () => {
  it('reads lengths and whether a text may stay empty', () => {
    expect(fieldLimits(schema, 'name')).toMatchObject({
      kind: 'string',
      required: true,
      minLength: 1,
      maxLength: 100,
    });
    expect(fieldLimits(schema, 'summary')).toMatchObject({ required: false, maxLength: 500 });
    expect(fieldLimits(schema, 'code')).toMatchObject({ required: true, minLength: 6, maxLength: 6 });
    expect(fieldLimits(schema, ['contact', 'phone'])).toMatchObject({ required: true, maxLength: 20 });
    expect(fieldLimits(schema, ['query', 'any'])).toMatchObject({ required: false, maxLength: 2000 });
    expect(fieldLimits(schema, ['target', 'fileName'])).toMatchObject({ required: true, maxLength: 100 });
    expect(fieldLimits(schema, ['target', 'tableId'])).toMatchObject({ required: true, min: 1 });
  });

  it('reads bounds of numbers, exclusive ones of integers as the next integer', () => {
    expect(fieldLimits(schema, 'count')).toMatchObject({
      kind: 'number',
      required: false,
      min: 1,
      max: 120,
      integer: true,
    });
    expect(fieldLimits(schema, 'id')).toMatchObject({ required: true, min: 1 });
    expect(fieldLimits(schema, 'id').max).toBeUndefined();
    expect(fieldLimits(schema, 'ratio')).toMatchObject({
      min: 0,
      max: 1,
      minExclusive: true,
      maxExclusive: true,
    });
  });

  it('reads patterns; one refusing the empty text makes the field required', () => {
    expect(fieldLimits(schema, 'url')).toMatchObject({
      required: false,
      maxLength: 500,
      patterns: [/^https?:\/\/\S+$/],
    });
    expect(fieldLimits(schema, 'cover')).toMatchObject({ required: true, maxLength: 500 });
    expect(fieldLimits(schema, 'email')).toMatchObject({ required: false, maxLength: 100 });
    expect(fieldLimits(schema, 'email').patterns).toHaveLength(1);
  });

  it('keeps what the user types apart from what a transform makes of it', () => {
    // The pattern applies to the upper-cased text: only the length before the transform bounds the input.
    expect(fieldLimits(schema, 'serial')).toMatchObject({ maxLength: 32, patterns: [] });
    expect(fieldLimits(schema, 'padded')).toMatchObject({ required: false, maxLength: 8 });
  });

  it('reads arrays, enums and booleans', () => {
    expect(fieldLimits(schema, 'tags')).toMatchObject({ kind: 'array', required: false, maxLength: 10 });
    expect(fieldLimits(schema, 'picks')).toMatchObject({ required: true, minLength: 1 });
    expect(fieldLimits(schema, ['tags', 0])).toMatchObject({ kind: 'string', maxLength: 20 });
    expect(fieldLimits(schema, 'kind')).toMatchObject({ kind: 'other', required: true });
    expect(fieldLimits(schema, 'flag')).toMatchObject({ required: false });
  });

  it('refuses a field the schema does not have', () => {
    expect(() => fieldLimits(schema, 'nope')).toThrow(/nope/);
  });

  it('reads the body (else the query) of an endpoint', () => {
    expect(zodMaxLength(endpoints.goods.updatePrice, 'reason')).toBe(500);
    expect(zodMaxLength(endpoints.workflow.todoPage, 'keyword')).toBe(100);
  });

  it('gives the forms the limits they typed before (read from patterns too)', () => {
    const cases: [RuleSource, FieldPath, number][] = [
      [endpoints.goods.updatePrice, 'price', 17],
      [goods.zSkuInput, 'price', 17],
      [endpoints.identity.setNewPassword, 'newPassword', 32],
      [endpoints.users.submitEnterpriseInfo, 'creditCode', 18],
      [endpoints.users.updateShopInfo, 'contactPhone', 20],
      [billing.zInvoiceApplyBody, 'phone', 30],
      [billing.zInvoiceApplyBody, 'bankAccount', 30],
      [endpoints.ukey.updateUKeyPin, 'newPin', 16],
      [interfaces.zInterfaceInput, ['params', 0, 'name'], 64],
      [standardApi.zStandardApiVersionInput, 'version', 32],
      [appRuns.zOutputTarget, 'fileName', 124],
      [appRuns.zAppInput, 'name', 63],
    ];
    for (const [source, path, max] of cases) expect([path, zodMaxLength(source, path)]).toEqual([path, max]);
    expect(patternMaxLength(billing.TAX_NUMBER_PATTERN)).toBe(20);
    expect(patternMaxLength(UKEY_SERIAL_PATTERN)).toBe(32);
  });

  it('reads the contract as it is', () => {
    expect(zodMaxLength(goods.zItemInput, 'name')).toBe(100);
    expect(fieldLimits(goods.zSkuInput, 'periodCount')).toMatchObject({ min: 1, max: 120, required: false });
    expect(fieldLimits(users.zYuan, [])).toMatchObject({ kind: 'string', required: true });
  });
});

const t = (key: string, options: Record<string, unknown>) => `${key}:${JSON.stringify(options)}`;
const check = (rule: unknown, value: unknown) =>
  (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);

describe('patternMaxLength', () => {
  it('bounds plain anchored patterns', () => {
    expect(patternMaxLength(MOBILE_PATTERN)).toBe(11);
    expect(patternMaxLength(USERNAME_PATTERN)).toBe(32);
    expect(patternMaxLength(PASSWORD_PATTERN)).toBe(32);
    expect(patternMaxLength(/^\d{6}$/)).toBe(6);
    expect(patternMaxLength(/^[A-Z\]]{2}-?\x41\.[^)]{1,3}$/)).toBe(8);
    expect(patternMaxLength(/^([0-9A-Z]{15}|[0-9A-Z]{17}|[0-9A-Z]{20}|[0-9A-Z]{18})$/)).toBe(20);
    expect(patternMaxLength(/^(?:ab){2}(?<x>c|de)?$/)).toBe(6);
  });

  it('gives up on what it cannot bound', () => {
    expect(patternMaxLength(EMAIL_PATTERN)).toBeUndefined();
    expect(patternMaxLength(/^\d{6,}$/)).toBeUndefined();
    expect(patternMaxLength(/^(ab)+$/)).toBeUndefined();
    expect(patternMaxLength(/^(a|b+)$/)).toBeUndefined();
    expect(patternMaxLength(/^a|b$/)).toBeUndefined();
    expect(patternMaxLength(/\d{6}/)).toBeUndefined();
  });

  it('limits the input of a field with a bounded pattern', () => {
    expect(zodMaxLength(endpoints.identity.register, 'username')).toBe(32);
    expect(zodMaxLength(endpoints.identity.register, 'mobile')).toBe(11);
    expect(zodMaxLength(endpoints.identity.register, 'smsCode')).toBe(6);
    expect(zodMaxLength(endpoints.identity.register, 'email')).toBe(100);
  });
});

describe('limitRules', () => {
  it('words each limit once, counting as the server counts', async () => {
    const rules = limitRules(fieldLimits(schema, 'name'), 'Name', t);
    expect(rules).toEqual([
      { required: true, whitespace: true, message: 'required:{"field":"Name"}' },
      { validator: expect.any(Function) },
    ]);
    await expect(check(rules[1], 'x'.repeat(101))).rejects.toThrow(
      'length:{"field":"Name","min":1,"max":100}',
    );
    const [summary] = limitRules(fieldLimits(schema, 'summary'), 'S', t);
    await expect(check(summary, 'x'.repeat(501))).rejects.toThrow('maxLength:{"field":"S","max":500}');
    await expect(check(summary, `  ${'x'.repeat(500)}  `)).resolves.toBeUndefined();
    const [code] = limitRules(fieldLimits(schema, 'code'), 'C', t).slice(1);
    await expect(check(code, '12345')).rejects.toThrow('exactLength:{"field":"C","min":6,"max":6}');
    await expect(check(code, '')).resolves.toBeUndefined();
    expect(limitRules(fieldLimits(schema, 'tags'), 'T', t)).toEqual([
      { type: 'array', max: 10, message: 'maxItems:{"field":"T","max":10}' },
    ]);
  });

  it('tests patterns on the text as the server reads it (trimmed, upper-cased)', async () => {
    const rules = limitRules(fieldLimits(schema, 'creditCode'), 'Code', t, { formatMessage: 'bad' });
    const pattern = rules.at(-1);
    await expect(check(pattern, ' a1b ')).resolves.toBeUndefined();
    await expect(check(pattern, 'a1')).rejects.toThrow('bad');
    await expect(check(pattern, '')).resolves.toBeUndefined();
    expect(fieldLimits(schema, 'creditCode')).toMatchObject({ required: true, maxLength: 3 });
  });

  it('lets the form require a field a refinement requires', () => {
    const rules = limitRules(fieldLimits(schema, 'count'), 'Count', t, { required: true });
    expect(rules[0]).toEqual({ required: true, message: 'required:{"field":"Count"}' });
  });

  it('checks numbers held as text', async () => {
    const [, range] = limitRules(fieldLimits(schema, 'count'), 'Count', t, { required: true });
    await expect(check(range, '12')).resolves.toBeUndefined();
    await expect(check(range, undefined)).resolves.toBeUndefined();
    await expect(check(range, 121)).rejects.toThrow('range:{"field":"Count","min":1,"max":120}');
    await expect(check(range, '0')).rejects.toThrow();
    await expect(check(range, 'abc')).rejects.toThrow();
    const [open] = limitRules(fieldLimits(schema, 'ratio'), 'R', t, { required: false });
    await expect(check(open, 0.5)).resolves.toBeUndefined();
    await expect(check(open, 0)).rejects.toThrow();
    await expect(check(open, 1)).rejects.toThrow();
  });
});

describe('useZodRules in a form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  for (const [lng, required, length] of [
    ['zh-CN', '名称不能为空', '名称长度须为 1-100 个字符'],
    ['zh-TW', '名称不能為空', '名称長度須為 1-100 個字元'],
    ['en-US', '名称 is required', '名称 must be 1 to 100 characters'],
  ] as const) {
    it(`shows the contract's limits in the user's language (${lng})`, async () => {
      await setLocale(lng);
      let form: FormInstance | undefined;
      function Probe() {
        const [instance] = Form.useForm();
        form = instance;
        const f = useZodRules(goods.zItemInput);
        return (
          <Form form={instance}>
            <Form.Item name="name" label="名称" rules={f.rules('name', '名称')}>
              <Input maxLength={f.maxLength('name')} data-testid="name" />
            </Form.Item>
          </Form>
        );
      }
      const view = await render(<Probe />);
      expect(document.querySelector('[data-testid="name"]')?.getAttribute('maxlength')).toBe('100');
      const errors = async () => {
        await act(async () => {
          await form?.validateFields().catch(() => undefined);
        });
        return form?.getFieldError('name');
      };
      await act(async () => form?.setFieldValue('name', '   '));
      expect(await errors()).toEqual([required]);
      await act(async () => form?.setFieldValue('name', 'x'.repeat(101)));
      expect(await errors()).toEqual([length]);
      await view.unmount();
    });
  }
});
