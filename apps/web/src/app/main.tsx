import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installChunkErrorHandlers } from '../shared/chunk-reload';
import { i18nReady } from '../shared/i18n';
import { Providers } from './providers';
import { createAppRouter } from './router';

installChunkErrorHandlers();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The current language's first-paint texts (and antd/dayjs locales) load in parallel with the first
// route's code; render once they are here (or failed: the chunk-reload handlers deal with a stale deploy).
// Not a top-level await: those chunks import modules of this entry, which must finish evaluating first.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
