import { type Endpoint, ErrorCode, endpoints, RoleType } from '@datamall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bearer, loginAs, startTestApp, type TestApp, TINY_PNG } from '../test/harness.js';
import { SM2_PUBLIC_PEM } from '../test/keys.js';
import { multipartBody } from './multipart-body.js';

let t: TestApp;
const tokens = new Map<RoleType, string>();
/** A privacy node of the consumer: the calls of privacy nodes are made with its token (and id in the query). */
let node: { id: string; token: string };
const USER_OF_ROLE: Record<RoleType, string> = {
  [RoleType.OPERATOR]: 'admin',
  [RoleType.CONSUMER]: 'consumer',
  [RoleType.DEVELOPER]: 'developer',
  [RoleType.SUPPLIER]: 'supplier',
};

beforeAll(async () => {
  t = await startTestApp();
  for (const [role, username] of Object.entries(USER_OF_ROLE))
    tokens.set(Number(role) as RoleType, (await loginAs(t, username)).token);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/server/nodeInfo/save',
    headers: bearer(tokens.get(RoleType.CONSUMER)!),
    payload: {
      name: 'privacy node',
      kind: 'privacy',
      address: 'pn.example.com:8443',
      publicKey: SM2_PUBLIC_PEM,
    },
  });
  node = { id: saved.json().data.node.id, token: saved.json().data.token };
});

/** The privacy nodes' own calls, authenticated by a node token rather than a session. */
const isNodeCall = (endpoint: Endpoint) => endpoint.id.startsWith('privacy.node');
afterAll(() => t.close());

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value;

const ALL: Endpoint[] = Object.values(endpoints).flatMap((domain) =>
  Object.values(domain).filter(isEndpoint),
);

/** The first key of an object schema, or undefined for anything else. */
function firstKey(schema: z.ZodType | undefined): string | undefined {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape)[0] : undefined;
}

/** A caller the endpoint admits: none for public calls, else a demo user of its first role (the operator for any). */
function callerOf(endpoint: Endpoint): Record<string, string> {
  if (isNodeCall(endpoint)) return { 'x-node-token': node.token };
  if (endpoint.access === 'public') return {};
  const role =
    endpoint.access === 'user' ? RoleType.OPERATOR : (endpoint.access.roles?.[0] ?? RoleType.OPERATOR);
  return bearer(tokens.get(role) ?? '');
}

const url = (endpoint: Endpoint, query = '') =>
  `${endpoint.path.replace(/:[A-Za-z]+/g, '1')}${query || (isNodeCall(endpoint) ? `?nodeId=${node.id}` : '')}`;

const WITH_QUERY = ALL.filter((e) => firstKey(e.query)).map((e) => [e.id, e] as const);
const MULTIPART = ALL.filter((e) => e.bodyType === 'multipart').map((e) => [e.id, e] as const);
const WITH_BODY = ALL.filter((e) => e.bodyType !== 'multipart' && firstKey(e.body)).map(
  (e) => [e.id, e] as const,
);

describe('a NUL character in a request', () => {
  it('is checked on many calls', () => {
    expect(WITH_QUERY.length).toBeGreaterThan(50);
    expect(WITH_BODY.length).toBeGreaterThan(100);
    expect(MULTIPART.length).toBeGreaterThan(10);
  });

  it.each(WITH_QUERY)(
    'in the query of %s is a 400 naming the field, in the caller’s language',
    async (_id, endpoint) => {
      const field = firstKey(endpoint.query) as string;
      const res = await t.app.inject({
        method: endpoint.method,
        url: url(endpoint, `?${encodeURIComponent(field)}=a%00b`),
        headers: { ...callerOf(endpoint), 'accept-language': 'en-US' },
        ...(endpoint.body ? { payload: {} } : {}),
      });
      const answer = res.json();
      expect(answer.code, answer.msg).toBe(ErrorCode.BAD_PARAMS);
      expect(answer.data.field).toBe(field);
      expect(answer.msg).toContain('must not contain a NUL character');
    },
  );

  it.each(WITH_BODY)(
    'in the body of %s is a 400 naming the field, before any handler runs',
    async (_id, endpoint) => {
      const field = firstKey(endpoint.body) as string;
      const headers = { ...callerOf(endpoint), 'accept-language': 'zh-CN' };
      const res = await t.app.inject({
        method: endpoint.method,
        url: url(endpoint),
        ...(endpoint.bodyType === 'form'
          ? {
              payload: `${encodeURIComponent(field)}=a%00b`,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            }
          : { payload: { [field]: 'a\u0000b' }, headers }),
      });
      const answer = res.json();
      expect(answer.code, answer.msg).toBe(ErrorCode.BAD_PARAMS);
      expect(answer.data.field).toBe(field);
      expect(answer.msg).toContain('不能包含空字符');
    },
  );

  it.each(MULTIPART)(
    'in a text field or the file name of the upload %s is a 400 naming it',
    async (_id, endpoint) => {
      const cases: [string, [string, string][], string][] = [
        ['note', [['note', 'a\u0000b']], 'pixel.png'],
        ['file', [], 'pi\u0000xel.png'],
      ];
      for (const [field, fields, filename] of cases) {
        const body = multipartBody(fields, {
          field: 'file',
          filename,
          content: TINY_PNG,
          contentType: 'image/png',
        });
        const res = await t.app.inject({
          method: endpoint.method,
          url: url(endpoint),
          payload: body.payload,
          headers: { ...callerOf(endpoint), ...body.headers, 'accept-language': 'en-US' },
        });
        const answer = res.json();
        expect(answer.code, answer.msg).toBe(ErrorCode.BAD_PARAMS);
        expect(answer.data.field).toBe(field);
        expect(answer.msg).toContain('must not contain a NUL character');
      }
    },
  );
});
