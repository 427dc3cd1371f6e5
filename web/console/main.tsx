import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleRouter } from './router';
// The site's stylesheets, as the console has always had them (shared classes: buttons, not-found).
import '../styles/global.css';
import '../styles/site.css';
import '../styles/pages.css';
import '../styles/home.css';
import '../styles/services.css';

/** The staff console's entry (/admin): rendered in the browser; its page holds only its head tags. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createConsoleRouter()} />
  </StrictMode>,
);
