import type { community, Endpoint } from '@datamall/contract';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/api';
import { ApiError } from '../../../shared/api/api-error';
import { setLocale } from '../../../shared/i18n';
import { notify } from '../../../shared/notify';
import { type Rendered, render, waitFor, withQueryClient } from '../../../test/render';
import { ArticleEditForm } from './article-edit-form';

vi.mock('../../../shared/api/api', () => ({ api: vi.fn() }));
// The rich text editor has its own tests: a plain text area stands in for it here.
vi.mock('../../../shared/ui/rich-text/lazy-rich-text-editor', () => ({
  LazyRichTextEditor: ({ value, onChange }: { value?: string; onChange?: (html: string) => void }) => (
    <textarea data-testid="editor" value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  ),
}));
const apiMock = vi.mocked(api);

const ARTICLE: community.Article = {
  id: '5',
  title: 'Tracing a slow query',
  summary: 'How we found it',
  category: 'backend',
  tags: ['PostgreSQL'],
  authorId: '3',
  authorName: 'developer',
  columnId: null,
  columnTitle: null,
  views: 0,
  status: 0,
  publishedAt: null,
  updateDate: '2026-11-20T08:00:00.000Z',
  content: '<p>Explain analyze showed a sequential scan over the orders table.</p>',
  reason: '',
  createDate: '2026-11-20T08:00:00.000Z',
};

const callsTo = (id: string) => apiMock.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).id === id);
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = async (id: string) => {
  const element = byTestId(id);
  if (!element) throw new Error(`no ${id}`);
  await act(async () => element.click());
};
const errorsText = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent).join(' | ');

async function renderForm(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dev-communityArticleEdit', element: <ArticleEditForm /> },
      { path: '/dev-community', element: <div data-testid="mine-page" /> },
    ],
    { initialEntries: [path] },
  );
  mounted.push(await render(withQueryClient(<RouterProvider router={router} />)));
  return router;
}

/** Forms rendered by the current test: unmounted after it, so antd's timers do not outlive the test file. */
const mounted: Rendered[] = [];

function answer(article: community.Article | null, save?: (body: unknown) => unknown) {
  apiMock.mockImplementation(async (endpoint: Endpoint, options?: { body?: unknown }) => {
    if (endpoint.id === 'community.myArticle') return article as never;
    if (endpoint.id === 'community.myColumns') return { list: [], total: 0 } as never;
    if (endpoint.id === 'community.saveArticle') {
      const result = save ? save(options?.body) : { ...ARTICLE, ...(options?.body as object) };
      return result as never;
    }
    return null as never;
  });
}

describe('ArticleEditForm', () => {
  beforeEach(async () => {
    await setLocale('en-US');
    apiMock.mockReset();
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    for (const view of mounted.splice(0)) await view.unmount();
    // antd's form debounces its error list with a timer: let it run while the DOM still exists.
    await new Promise((resolve) => setTimeout(resolve, 20));
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('refuses to send an empty article to review and names each missing field', async () => {
    answer(null);
    await renderForm('/dev-communityArticleEdit');
    await waitFor(() => expect(byTestId('community-submit')).not.toBeNull());
    await click('community-submit');
    await waitFor(() => expect(errorsText()).toContain('Enter a title'));
    expect(errorsText()).toContain('Choose a category');
    expect(errorsText()).toContain('The article needs at least 10 characters of text');
    expect(callsTo('community.saveArticle')).toHaveLength(0);
  });

  it('checks the title length and the tags before saving a draft', async () => {
    answer({ ...ARTICLE, title: 'A', tags: ['React', 'react'] });
    await renderForm('/dev-communityArticleEdit?id=5');
    await waitFor(() => expect(byTestId('community-title')).not.toBeNull());
    await click('community-save-draft');
    await waitFor(() => expect(errorsText()).toContain('The title needs 2 to 100 characters'));
    expect(errorsText()).toContain('Tags must not repeat');
    expect(callsTo('community.saveArticle')).toHaveLength(0);
  });

  it('saves a draft with the loaded values and goes back to the list', async () => {
    answer(ARTICLE);
    const router = await renderForm('/dev-communityArticleEdit?id=5');
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[data-testid="community-title"]')?.value).toBe(
        ARTICLE.title,
      ),
    );
    await click('community-save-draft');
    await waitFor(() => expect(callsTo('community.saveArticle')).toHaveLength(1));
    expect(callsTo('community.saveArticle')[0]?.[1]).toEqual({
      body: {
        id: 5,
        title: ARTICLE.title,
        category: 'backend',
        columnId: null,
        summary: ARTICLE.summary,
        content: ARTICLE.content,
        tags: ['PostgreSQL'],
        submit: false,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev-community'));
  });

  it('shows a refused field at that field and keeps what was typed', async () => {
    answer(ARTICLE, () => {
      throw new ApiError(400, 'title must be at least 2 characters', false, { field: 'title' });
    });
    const router = await renderForm('/dev-communityArticleEdit?id=5');
    await waitFor(() => expect(byTestId('community-submit')).not.toBeNull());
    await waitFor(() => expect(document.body.textContent).toContain('Draft'));
    await click('community-submit');
    await waitFor(() => expect(errorsText()).toContain('title must be at least 2 characters'));
    expect(notify.error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dev-communityArticleEdit');
    const input = document.querySelector<HTMLInputElement>('input[data-testid="community-title"]');
    expect(input?.value).toBe(ARTICLE.title);
  });

  it('shows a column that is not the author’s at the column field', async () => {
    answer(ARTICLE, () => {
      throw new ApiError(10510, 'This column does not exist or is not yours', false, null);
    });
    await renderForm('/dev-communityArticleEdit?id=5');
    await waitFor(() => expect(document.body.textContent).toContain('Draft'));
    await click('community-save-draft');
    await waitFor(() => expect(errorsText()).toContain('This column does not exist or is not yours'));
  });

  it('asks before an edit takes a published article offline', async () => {
    const confirm = vi.spyOn(notify, 'confirm').mockImplementation(() => undefined);
    answer({ ...ARTICLE, status: 2, publishedAt: '2026-11-21T08:00:00.000Z' });
    await renderForm('/dev-communityArticleEdit?id=5');
    await waitFor(() => expect(document.body.textContent).toContain('Published'));
    await click('community-save-draft');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(callsTo('community.saveArticle')).toHaveLength(0);
    await act(async () => {
      await confirm.mock.calls[0]?.[0].onOk?.();
    });
    expect(callsTo('community.saveArticle')).toHaveLength(1);
  });

  it('locks an article in review and offers to withdraw it', async () => {
    answer({ ...ARTICLE, status: 1 });
    await renderForm('/dev-communityArticleEdit?id=5');
    await waitFor(() => expect(byTestId('community-form-withdraw')).not.toBeNull());
    expect((byTestId('community-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((byTestId('community-save-draft') as HTMLButtonElement).disabled).toBe(true);
  });
});
