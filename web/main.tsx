import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles/global.css';
import './styles/site.css';
import './styles/pages.css';
import './styles/home.css';
import './styles/services.css';

const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

async function start() {
  if (container.dataset.hydrate === 'true') {
    // A prerendered public page: load the route's code first so the first client render
    // matches the HTML, then hydrate. Its head tags stay as the server rendered them.
    await router.load();
    router.ssr = { manifest: undefined };
    // As a transition, React hydrates in slices and yields to the browser between them, rather
    // than in one long task (Lighthouse counted it as blocking time on the longest pages).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Staff screens (and dev mode) render in the browser only.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
