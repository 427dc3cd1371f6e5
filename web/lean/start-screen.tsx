import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts a screen of its own page (/auth, /crew): hydrates the HTML the server rendered from the
 * same component (server/web/prerender.ts), or renders it where there is none (`npm run dev`).
 */
export function startScreen(screen: ReactNode): void {
  const container = document.getElementById('root')!;
  const app = <StrictMode>{screen}</StrictMode>;
  if (container.firstElementChild) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
