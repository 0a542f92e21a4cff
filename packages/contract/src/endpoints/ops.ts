import { z } from 'zod';
import { defineEndpoint, zListQuery, zPage } from '../endpoint.js';

export const zLoginLogRow = z.object({
  id: z.string(),
  username: z.string(),
  /** login_operation: login 0, exit 1 */
  operation: z.number().int(),
  /** login_status: failed 0, success 1, account locked 2 */
  status: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createDate: z.string(),
});
export type LoginLogRow = z.infer<typeof zLoginLogRow>;

export const loginLogPage = defineEndpoint({
  id: 'ops.loginLogPage',
  method: 'GET',
  path: '/sys/log/login/page',
  summary: 'Login log, newest first; filters username and status.',
  access: { roles: [0], permission: 'sys:log:login' },
  query: zListQuery.extend({
    username: z.string().trim().max(64).optional(),
    status: z.coerce.number().int().min(0).max(2).optional(),
  }),
  response: zPage(zLoginLogRow),
});

export const zOperationLogRow = z.object({
  id: z.string(),
  username: z.string(),
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  params: z.string(),
  /** successFalse: failure 0, success 1 */
  status: z.number().int(),
  resultCode: z.number().int(),
  durationMs: z.number().int(),
  ip: z.string(),
  createDate: z.string(),
});
export type OperationLogRow = z.infer<typeof zOperationLogRow>;

export const operationLogPage = defineEndpoint({
  id: 'ops.operationLogPage',
  method: 'GET',
  path: '/sys/log/operation/page',
  summary: 'Operation log of every write call, newest first; filters username, operation and status.',
  access: { roles: [0], permission: 'sys:log:operation' },
  query: zListQuery.extend({
    username: z.string().trim().max(64).optional(),
    operation: z.string().trim().max(100).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: zPage(zOperationLogRow),
});

/** Rows an export of a log holds at most (newest first); narrow the filters for older rows. */
export const LOG_EXPORT_MAX_ROWS = 100_000;

export const loginLogExport = defineEndpoint({
  id: 'ops.loginLogExport',
  method: 'GET',
  path: '/sys/log/login/export',
  summary: `loginLogPage filters as query; answers an .xlsx of the matching rows, newest first (at most ${LOG_EXPORT_MAX_ROWS}).`,
  access: { roles: [0], permission: 'sys:log:login' },
  query: z.object({
    username: z.string().trim().max(64).optional(),
    status: z.coerce.number().int().min(0).max(2).optional(),
  }),
  response: z.null(),
  raw: true,
});

export const operationLogExport = defineEndpoint({
  id: 'ops.operationLogExport',
  method: 'GET',
  path: '/sys/log/operation/export',
  summary: `operationLogPage filters as query; answers an .xlsx of the matching rows, newest first (at most ${LOG_EXPORT_MAX_ROWS}).`,
  access: { roles: [0], permission: 'sys:log:operation' },
  query: z.object({
    username: z.string().trim().max(64).optional(),
    operation: z.string().trim().max(100).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  }),
  response: z.null(),
  raw: true,
});
