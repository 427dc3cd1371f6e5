import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles/global.css';
import './styles/site.css';
import './styles/home.css';

const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

function removePrerenderedHead() {
  for (const el of document.head.querySelectorAll('[data-prerendered]')) el.remove();
}

async function start() {
  if (container.dataset.hydrate === 'true') {
    // A prerendered public page: load the route's code first so the first client render
    // matches the HTML, then hydrate. The head tags written at build time are replaced by
    // the ones React manages (same content), so navigation keeps them current.
    await router.load();
    router.ssr = { manifest: undefined };
    removePrerenderedHead();
    hydrateRoot(container, app);
  } else {
    // Staff screens (and dev mode) render in the browser only. Their prerendered head tags
    // go too, or a client-side navigation (/auth -> /admin) would leave two descriptions.
    removePrerenderedHead();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
