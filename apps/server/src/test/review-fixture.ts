import { bearer, type TestApp } from './harness.js';
import { type SendOptions, sendJson } from './requests.js';

/** A row of the reviewer's to-do page. */
export interface ReviewTask {
  taskId: string;
  businessKey: string;
  businessType: string;
  objectName: string;
}

/** The open review tasks that `token` may decide: `/flow/todo/page` with `query` (first 100 unless told). */
export async function openTasks(
  t: TestApp,
  token: string,
  query = 'page=1&limit=100',
  language?: SendOptions['language'],
): Promise<ReviewTask[]> {
  const url = query ? `/flow/todo/page?${query}` : '/flow/todo/page';
  const res = await sendJson(t, token, url, { method: 'GET', language });
  return res.data.list;
}

/** Approves (`complete`) or rejects a review task as the holder of `token`, as the review page sends it. */
export function decideTask(
  t: TestApp,
  token: string,
  kind: 'complete' | 'reject',
  taskId: string,
  comment: string,
) {
  const fields = `taskId=${taskId}&comment=${encodeURIComponent(comment)}`;
  return kind === 'complete'
    ? t.app.inject({ method: 'POST', url: `/flow/common/complete?${fields}`, headers: bearer(token) })
    : t.app.inject({
        method: 'POST',
        url: '/flow/common/reject',
        headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields,
      });
}
