import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPartnerRouter } from './router';

/**
 * The partner console's entry (/partner): rendered in the browser; its page holds only its head
 * tags (server/web/prerender.ts). No stylesheet of the public site: Mantine's own is enough.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createPartnerRouter()} />
  </StrictMode>,
);
