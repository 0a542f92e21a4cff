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

// The current language's texts load in parallel with the first route's code; render once they are
// here (or failed: the chunk-reload handlers deal with a stale deploy).
await i18nReady.catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
