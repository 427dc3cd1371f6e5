import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Starts a screen of its own page (/auth, /crew): hydrates the HTML the server rendered from the
 * same component (server/web/prerender.ts), or renders it where there is none (`npm run dev`).
 */
export function startScreen(screen: ReactNode): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Started>{screen}</Started>
    </StrictMode>
  );
  if (container.firstElementChild) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/**
 * Marks the started screen (the page starts its script after its first paint, web/public/
 * start-app.js, as the public pages do): end-to-end tests act once it has hydrated.
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return children;
}
