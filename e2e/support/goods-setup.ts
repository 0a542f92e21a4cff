import assert from 'node:assert/strict';
import { callApi } from './api.js';
import { png } from './png.js';

/** Uploads a plain 160×120 PNG of colour `rgb` as a goods cover image (journey setup); answers its URL. */
export async function uploadCover(
  baseUrl: string,
  token: string,
  rgb: [number, number, number],
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(160, 120, rgb))], { type: 'image/png' }), 'c.png');
  return callApi<string>(baseUrl, token, '/server/item/uploadImgFile', undefined, form);
}

/**
 * Asks to enable (list) a good as its owner and has the operator approve the `goods-enable` review from the
 * to-do list, found by the good's name or id.
 */
export async function enableAndApprove(
  baseUrl: string,
  tokens: { owner: string; operator: string },
  item: { id: string; name: string },
  comments: { request?: string; approval?: string } = {},
): Promise<void> {
  await callApi(baseUrl, tokens.owner, '/server/item/statusChange', {
    itemId: item.id,
    action: 'enable',
    ...(comments.request ? { comment: comments.request } : {}),
  });
  const todo = await callApi<{ list: { taskId: string; businessKey: string; objectName: string }[] }>(
    baseUrl,
    tokens.operator,
    '/flow/todo/page?page=1&limit=100',
    undefined,
    undefined,
    'GET',
  );
  const task = todo.list.find((row) => row.objectName === item.name || row.businessKey === item.id);
  assert.ok(task, `the enable review of ${item.name} is in the operator to-do list`);
  const comment = encodeURIComponent(comments.approval ?? 'ok');
  await callApi(baseUrl, tokens.operator, `/flow/common/complete?taskId=${task.taskId}&comment=${comment}`);
}
