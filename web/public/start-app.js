// Starts the app on a public page once the page has painted. The page arrives prerendered
// (text, links and the helpline's tel: link work without script), so it is shown at once and
// the app (forms, menus) loads right after it instead of ahead of it: on a slow mobile network
// the text does not wait for the app's download and start-up. server/web/prerender.ts writes
// the data-app (entry) and data-preload (the page's chunks) attributes.
(function () {
  'use strict';
  var tag = document.querySelector('script[data-app]');
  if (!tag) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (tag.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    import(tag.getAttribute('data-app'));
  }
  // The first contentful paint is reported once it is on screen; a browser without paint
  // timing, or a page opened in the background (no paint yet), starts after a moment anyway.
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(start);
  }
  setTimeout(start, 3000);
})();
