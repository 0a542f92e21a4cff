import { PassThrough } from 'node:stream';
import { excelImport } from '@datamall/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../platform/multipart-body.js';
import { BASIC_WEB, bearer, loginAs, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t, 'admin')).token;
});
afterAll(() => t.close());

/** An .xlsx written with ExcelJS's streaming writer: the header row, then the rows. */
async function streamedWorkbook(header: string[], rows: Iterable<string[]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(header).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

function upload(
  token: string,
  fields: { kind: string; mode: string },
  content: Buffer,
  options: { filename?: string; locale?: string } = {},
) {
  const body = multipartBody(
    [
      ['kind', fields.kind],
      ['mode', fields.mode],
    ],
    {
      field: 'file',
      filename: options.filename ?? 'import.xlsx',
      content,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  );
  return t.app.inject({
    method: 'POST',
    url: '/sys/excel/import',
    headers: { ...bearer(token), ...body.headers, 'accept-language': options.locale ?? 'en-US' },
    payload: body.payload,
  });
}

const USER_HEADER = [
  'Username',
  'Initial password',
  'Role',
  'Company name',
  'Contact name',
  'Mobile',
  'Email',
];

function userRow(i: number): string[] {
  return [
    `imp_user_${i}`,
    'Import@123',
    'Consumer',
    `Company ${i}`,
    `Contact ${i}`,
    `139${String(i).padStart(8, '0')}`,
    '',
  ];
}

async function countRows(table: string, where = 'true'): Promise<number> {
  const result = (await t.db.execute(
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function createCategory(name: string, parentId: number | null = null): Promise<number> {
  const node = await t.services.catalog.create(2, {
    parentId,
    name,
    nameEn: '',
    sort: 0,
    icon: '',
    status: 1,
  });
  return node.id;
}

describe('GET /sys/excel/template', () => {
  it('answers an .xlsx with the header in the caller language, a notes sheet and drop-down lists', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sys/excel/template?kind=users',
      headers: { ...bearer(admin), 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [data, notes] = workbook.worksheets;
    expect((data!.getRow(1).values as string[]).slice(1)).toEqual([
      '用户名 *',
      '初始密码 *',
      '角色 *',
      '企业名称 *',
      '联系人 *',
      '手机号 *',
      '邮箱',
    ]);
    expect(notes!.getCell('A2').value).toBe('用户名');
    expect(String(notes!.getCell('C2').value)).toContain('字母开头');
    const validations = (
      data as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    expect(Object.values(validations)[0]?.formulae[0]).toBe('"消费方,开发方,供应方"');
  });

  it('refuses an unknown kind', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sys/excel/template?kind=orders',
      headers: bearer(admin),
    });
    expect(res.json().code).toBe(400);
  });

  it('is the operator console only: other roles get 403', async () => {
    for (const username of ['consumer', 'supplier', 'developer']) {
      const { token } = await loginAs(t, username);
      const res = await t.app.inject({
        method: 'GET',
        url: '/sys/excel/template?kind=tags',
        headers: bearer(token),
      });
      expect(res.json().code).toBe(403);
    }
  });
});

describe('POST /sys/excel/import: refusals', () => {
  it('is the operator console only: other roles get 403 and nothing is read', async () => {
    const file = await streamedWorkbook(USER_HEADER, [userRow(900001)]);
    for (const username of ['consumer', 'supplier', 'developer']) {
      const { token } = await loginAs(t, username);
      const res = await upload(token, { kind: 'users', mode: 'all-or-nothing' }, file);
      expect(res.json().code).toBe(403);
    }
    expect(await countRows('sys_user', "username = 'imp_user_900001'")).toBe(0);
  });

  it('refuses a file that is not an .xlsx', async () => {
    const res = await upload(admin, { kind: 'users', mode: 'validate' }, Buffer.from('a,b,c\n1,2,3\n'), {
      filename: 'users.csv',
    });
    expect(res.json()).toMatchObject({ code: 10660, msg: expect.stringContaining('.xlsx') });
    const zh = await upload(admin, { kind: 'users', mode: 'validate' }, Buffer.from('PK\u0003\u0004broken'), {
      locale: 'zh-CN',
    });
    expect(zh.json()).toMatchObject({ code: 10660, msg: expect.stringContaining('Excel') });
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(excelImport.EXCEL_IMPORT_LIMITS.fileMb * 1024 * 1024 + 10, 1);
    big.write('PK\u0003\u0004');
    const res = await upload(admin, { kind: 'tags', mode: 'validate' }, big);
    expect(res.json()).toMatchObject({ code: 10661, msg: expect.stringContaining('10 MB') });
  });

  it('refuses more rows than the kind allows, a missing or unknown column, an empty sheet', async () => {
    const limit = excelImport.EXCEL_IMPORT_LIMITS.rows.users;
    const tooMany = await streamedWorkbook(
      USER_HEADER,
      Array.from({ length: limit + 1 }, (_, i) => userRow(i)),
    );
    expect((await upload(admin, { kind: 'users', mode: 'validate' }, tooMany)).json()).toMatchObject({
      code: 10662,
      msg: expect.stringContaining(String(limit)),
    });
    const missing = await streamedWorkbook(USER_HEADER.slice(1), [userRow(1).slice(1)]);
    expect((await upload(admin, { kind: 'users', mode: 'validate' }, missing)).json()).toMatchObject({
      code: 10663,
      msg: expect.stringContaining('Username'),
    });
    const unknown = await streamedWorkbook([...USER_HEADER, 'Shoe size'], [[...userRow(1), '42']]);
    expect((await upload(admin, { kind: 'users', mode: 'validate' }, unknown)).json()).toMatchObject({
      code: 10664,
      msg: expect.stringContaining('Shoe size'),
    });
    const empty = await streamedWorkbook(USER_HEADER, []);
    expect((await upload(admin, { kind: 'users', mode: 'validate' }, empty)).json().code).toBe(10665);
  });

  it('refuses an unknown kind or mode by name', async () => {
    const file = await streamedWorkbook(USER_HEADER, [userRow(1)]);
    const kind = await upload(admin, { kind: 'orders', mode: 'validate' }, file);
    expect(kind.json()).toMatchObject({ code: 400, msg: expect.stringContaining('kind') });
    const mode = await upload(admin, { kind: 'users', mode: 'maybe' }, file);
    expect(mode.json()).toMatchObject({ code: 400, msg: expect.stringContaining('mode') });
  });
});

describe('POST /sys/excel/import: users', () => {
  it('reports exactly the 3 bad rows among 5,000 (the most of one file) and imports nothing', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => userRow(i));
    rows[99] = [...userRow(99)];
    rows[99]![1] = 'weakpass'; // Excel row 101: password policy
    rows[2_499] = [...userRow(2_499)];
    rows[2_499]![5] = userRow(10)[5]!; // row 2501: mobile of row 12
    rows[4_998] = [...userRow(4_998)];
    rows[4_998]![0] = 'Admin'; // row 5000: the seeded admin's username, other case
    const file = await streamedWorkbook(USER_HEADER, rows);
    const before = await countRows('sys_user');
    const res = await upload(admin, { kind: 'users', mode: 'all-or-nothing' }, file);
    expect(res.json().data).toEqual({
      total: 5_000,
      imported: 0,
      errorCount: 3,
      invalidRows: 3,
      errors: [
        { row: 101, column: 'Initial password', reason: expect.stringContaining('upper-case') },
        { row: 2_501, column: 'Mobile', reason: 'Same as row 12' },
        { row: 5_000, column: 'Username', reason: 'This username is already registered' },
      ],
    });
    expect(await countRows('sys_user')).toBe(before);
  }, 120_000);

  it('imports the valid rows as approved accounts that log in with their password; reasons in the caller language', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => userRow(700_000 + i));
    rows[3] = ['9bad', 'Import@123', '运营方', 'X', '', '12345', 'not-mail'];
    rows[7] = [...userRow(700_002)];
    const file = await streamedWorkbook(USER_HEADER, rows);
    const res = await upload(admin, { kind: 'users', mode: 'valid-rows' }, file, { locale: 'zh-CN' });
    const data = res.json().data;
    expect(data).toMatchObject({ total: 12, imported: 10, invalidRows: 2 });
    expect(data.errors).toEqual([
      { row: 5, column: '用户名', reason: expect.stringContaining('字母开头') },
      { row: 5, column: '角色', reason: expect.stringContaining('消费方') },
      { row: 5, column: '企业名称', reason: expect.stringContaining('2–100') },
      { row: 5, column: '联系人', reason: '必填' },
      { row: 5, column: '手机号', reason: expect.stringContaining('11') },
      { row: 5, column: '邮箱', reason: expect.stringContaining('邮箱') },
      { row: 9, column: '用户名', reason: '与第 4 行重复' },
      { row: 9, column: '手机号', reason: '与第 4 行重复' },
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/server/user/login',
      headers: { authorization: BASIC_WEB },
      payload: { username: 'imp_user_700000', password: 'Import@123', captcha: '', uuid: '' },
    });
    expect(login.json()).toMatchObject({ code: 0, data: { roleType: 1 } });
    expect(
      await countRows('sys_user', "username like 'imp_user_7000%' and sp_type = 1 and pay_code = 0"),
    ).toBe(10);
  });

  it('validate mode only reports, even when every row passes', async () => {
    const file = await streamedWorkbook(USER_HEADER, [userRow(800_000)]);
    const res = await upload(admin, { kind: 'users', mode: 'validate' }, file);
    expect(res.json().data).toEqual({ total: 1, imported: 0, errorCount: 0, invalidRows: 0, errors: [] });
    expect(await countRows('sys_user', "username = 'imp_user_800000'")).toBe(0);
  });
});

describe('POST /sys/excel/import: catalog', () => {
  const TAG_HEADER = ['Tree', 'Category path', 'Tag name', 'Sort'];

  it('reports exactly the 3 bad rows among 10,000 tags and imports nothing; valid-rows then imports 9,997', async () => {
    const root = await createCategory('Industry');
    await createCategory('Energy', root);
    const rows = Array.from({ length: 10_000 }, (_, i) => [
      'Goods',
      'Industry/Energy',
      `tag ${i}`,
      String(i % 100),
    ]);
    rows[9] = ['Goods', 'Industry/Water', 'tag 9', '0']; // row 11: no such category
    rows[5_000] = ['Goods', 'Industry/Energy', 'TAG 17', '0']; // row 5002: same as row 19, other case
    rows[9_999] = ['Goods', 'Industry/Energy', 'tag 9999', 'first']; // row 10001: sort not a number
    const file = await streamedWorkbook(TAG_HEADER, rows);
    const expectedErrors = [
      { row: 11, column: 'Category path', reason: 'The category "Industry/Water" does not exist' },
      { row: 5_002, column: 'Tag name', reason: 'Same as row 19' },
      { row: 10_001, column: 'Sort', reason: expect.stringContaining('0–99999') },
    ];
    const refused = await upload(admin, { kind: 'tags', mode: 'all-or-nothing' }, file);
    expect(refused.json().data).toEqual({
      total: 10_000,
      imported: 0,
      errorCount: 3,
      invalidRows: 3,
      errors: expectedErrors,
    });
    expect(await countRows('classification_tag')).toBe(0);

    const partial = await upload(admin, { kind: 'tags', mode: 'valid-rows' }, file);
    expect(partial.json().data).toMatchObject({ total: 10_000, imported: 9_997, errors: expectedErrors });
    expect(await countRows('classification_tag')).toBe(9_997);

    const again = await upload(admin, { kind: 'tags', mode: 'validate' }, file);
    expect(again.json().data).toMatchObject({ imported: 0, invalidRows: 10_000 });
    expect(again.json().data.errors[0]).toEqual({
      row: 2,
      column: 'Tag name',
      reason: 'The category has a tag of this name already',
    });
  }, 120_000);

  it('imports a category tree whose parents come from the tree or from earlier rows', async () => {
    const header = ['Tree', 'Parent path', 'Name', 'English name', 'Sort', 'Status'];
    const rows = [
      ['商品分类', '', 'Agriculture', 'Agriculture', '1', '启用'],
      ['2', 'Agriculture', 'Crops', '', '', ''],
      ['Goods', 'Agriculture/Crops', 'Rice', '', '', 'Disabled'],
      ['Goods', 'Industry', 'Mining', '', '', ''],
      ['Goods', 'Industry', 'Energy', '', '', ''],
      ['Goods', 'Nowhere', 'Lost', '', '', ''],
      ['Goods', '', 'Fishing', '', 'x', ''],
      ['Goods', 'Fishing', 'Nets', '', '', ''],
      ['Goods', '', 'A/B', '', '', ''],
      ['Forest', '', 'Wood', '', '', ''],
    ];
    const file = await streamedWorkbook(header, rows);
    const res = await upload(admin, { kind: 'categories', mode: 'all-or-nothing' }, file);
    expect(res.json().data).toMatchObject({ total: 10, imported: 0, invalidRows: 6 });
    expect(res.json().data.errors).toEqual([
      { row: 6, column: 'Name', reason: 'This category exists already' },
      {
        row: 7,
        column: 'Parent path',
        reason: 'The parent "Nowhere" exists neither in the tree nor on an earlier row',
      },
      { row: 8, column: 'Sort', reason: expect.stringContaining('0–99999') },
      { row: 9, column: 'Parent path', reason: 'The parent on row 8 has errors' },
      { row: 10, column: 'Name', reason: expect.stringContaining('/') },
      { row: 11, column: 'Tree', reason: expect.stringContaining('Brands') },
    ]);
    const before = await countRows('source_classification');
    const partial = await upload(admin, { kind: 'categories', mode: 'valid-rows' }, file);
    expect(partial.json().data).toMatchObject({ imported: 4 });
    expect(await countRows('source_classification')).toBe(before + 4);
    const rice = (await t.db.execute(
      sql`select r.status, c.name as parent, a.name as grandparent from source_classification r
       join source_classification c on c.id = r.parent_id join source_classification a on a.id = c.parent_id
       where r.name = 'Rice'`,
    )) as unknown as { rows: unknown[] };
    expect(rice.rows[0]).toEqual({ status: 0, parent: 'Crops', grandparent: 'Agriculture' });
  });
});

describe('an .xlsx read as a stream', () => {
  it('reads a workbook written in one piece by ExcelJS too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(USER_HEADER);
    sheet.addRow(userRow(600_000));
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(admin, { kind: 'users', mode: 'validate' }, file);
    expect(res.json().data).toMatchObject({ total: 1, invalidRows: 0 });
  });
});
