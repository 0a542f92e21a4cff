import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../shared/i18n';
import { installChunkErrorHandlers } from '../shared/chunk-reload';
import { Providers } from './providers';
import { createAppRouter } from './router';

installChunkErrorHandlers();

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
