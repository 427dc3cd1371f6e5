/**
 * The public pages' one script (started after the first paint by /start-app.js). It finds the
 * islands the server rendered (`<div data-island="BookingForm" data-props='…'>`) and starts
 * each with its own chunk: at once (`data-start="now"`: the header) or when it comes within a
 * screen of the viewport, is touched or focused. A React island is hydrated on its own element
 * (web/site/hydrate.tsx, which brings React only when the first island needs it).
 *
 * An island whose code cannot load keeps its server HTML, which works without script (a form
 * posts as plain HTML), and the page's helpline line (the `<template id="island-unavailable">`
 * the server rendered in the page's language) is shown above it.
 */
import { ISLAND_CODE, type IslandName } from './islands';
import { revealOnScroll } from './reveal';

const started = new WeakSet<HTMLElement>();

async function start(island: HTMLElement): Promise<void> {
  if (started.has(island)) return;
  started.add(island);
  const name = island.dataset.island as IslandName;
  try {
    const code = ISLAND_CODE[name];
    if (!code) throw new Error(`No island named ${name}`);
    const module = await code();
    if ('enhance' in module) module.enhance(island);
    else {
      const { hydrateIsland } = await import('./hydrate');
      await hydrateIsland(island, module.component);
    }
    island.dataset.started = 'true';
  } catch (error) {
    showUnavailable(island);
    console.warn(`The island ${name} could not start`, error);
  }
}

function showUnavailable(island: HTMLElement): void {
  const template = document.getElementById('island-unavailable');
  if (!(template instanceof HTMLTemplateElement) || island.previousElementSibling?.classList.contains('island-unavailable')) return;
  island.before(template.content.cloneNode(true));
}

/** Starts `island` once any of its boxes comes within a screen of the viewport, or is touched or focused. */
function startWhenNear(island: HTMLElement): void {
  // The wrapper has no box of its own (display: contents): watch what it holds.
  const boxes = island.children.length > 0 ? [...island.children] : [island];
  const events = ['pointerenter', 'focusin', 'touchstart'] as const;
  const go = () => {
    observer?.disconnect();
    for (const type of events) island.removeEventListener(type, go);
    void start(island);
  };
  const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: '100% 0px' });
  if (!observer) return go();
  for (const box of boxes) observer.observe(box);
  for (const type of events) island.addEventListener(type, go, { passive: true });
}

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const now = islands.filter((island) => island.dataset.start === 'now');
for (const island of islands) if (island.dataset.start !== 'now') startWhenNear(island);
revealOnScroll();
// Marks the page as started once the islands it starts at once are live (end-to-end tests wait for it).
void Promise.all(now.map(start)).then(() => {
  document.documentElement.dataset.appStarted = 'true';
});
