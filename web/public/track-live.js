// Live updates of the tracking page (/track/<token>), kept tiny for cheap phones: the server
// sends the page's changing part (already escaped HTML) over server-sent events; when the live
// connection cannot open or stays down, the page reloads itself instead. The map (a larger
// file) is loaded only once the page shows where the ambulance is. Its words are the page's
// (data-texts, in the booking's language; server/tracking/page.ts).
(function () {
  'use strict';
  var main = document.getElementById('tracking');
  var status = document.getElementById('tracking-status');
  var url = main && main.getAttribute('data-live');
  var t = {};
  try { t = JSON.parse(main.getAttribute('data-texts')) || {}; } catch (e) { /* no words: no buttons */ }
  var RELOAD_MS = 30000;
  var reloadTimer = null;

  function say(text) {
    if (status && text) status.textContent = text;
  }
  function reloadSoon() {
    if (reloadTimer === null) reloadTimer = setTimeout(function () { location.reload(); }, RELOAD_MS);
  }
  function cancelReload() {
    if (reloadTimer !== null) clearTimeout(reloadTimer);
    reloadTimer = null;
  }

  // Copy and Share (where the browser has them), so the family can send this page to relatives.
  var share = document.getElementById('tracking-share');
  function button(label, run) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.onclick = run;
    share.appendChild(b);
  }
  if (share) {
    var link = location.href.split('#')[0];
    var said = document.createElement('span');
    said.setAttribute('role', 'status');
    if (t.copy && navigator.clipboard && navigator.clipboard.writeText) {
      button(t.copy, function () {
        navigator.clipboard.writeText(link).then(function () { said.textContent = t.copied; }, function () {});
      });
    }
    if (t.share && navigator.share) {
      button(t.share, function () { navigator.share({ title: document.title, url: link }).catch(function () {}); });
    }
    if (share.firstChild) {
      share.appendChild(said);
      share.hidden = false;
    }
  }

  // Where the ambulance is: "updated 20 s ago" ticks on between fragments, in the server's words.
  var applied = Date.now();
  if (main) setInterval(function () {
    var ages = main.querySelectorAll('[data-age]');
    for (var i = 0; i < ages.length; i++) {
      var s = Math.floor(+ages[i].getAttribute('data-age') + (Date.now() - applied) / 1000);
      if (t.seconds) ages[i].textContent = s < 60 ? t.seconds.replace('{n}', s) : t.minutes.replace('{n}', Math.floor(s / 60));
    }
  }, 5000);
  // The map's script and style, once a fragment has a map slot; the script then follows each fragment.
  var mapJs = main && main.getAttribute('data-map-js');
  function map() {
    if (window.trackingMap) return window.trackingMap();
    if (!mapJs || !main.querySelector('[data-map]')) return;
    var js = document.createElement('script');
    js.src = mapJs;
    mapJs = null;
    var css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = main.getAttribute('data-map-css');
    css.onload = css.onerror = function () { document.head.appendChild(js); };
    document.head.appendChild(css);
  }
  if (main) map();

  if (!url) return;
  if (typeof EventSource === 'undefined') {
    say(t.refreshes);
    reloadSoon();
    return;
  }
  var source = new EventSource(url);
  // Not open within 10 seconds: fall back to reloading.
  var openTimer = setTimeout(function () { if (source.readyState !== 1) reloadSoon(); }, 10000);

  source.onopen = function () {
    clearTimeout(openTimer);
    cancelReload();
    main.setAttribute('data-connected', 'true');
    say(t.live);
  };
  // A new stage is read out (a screen reader's status); the position's updates, every few
  // seconds on the way, are not: they are on the page to read at any time.
  var spoken = document.createElement('p');
  spoken.className = 'said';
  spoken.setAttribute('role', 'status');
  document.body.appendChild(spoken);
  var stage = main.querySelector('[data-stage]');
  stage = stage && stage.getAttribute('data-stage');
  source.addEventListener('state', function (event) {
    var data = JSON.parse(event.data);
    if (data.stage !== stage) spoken.textContent = data.title.split(' · ')[0];
    stage = data.stage;
    main.innerHTML = data.html;
    applied = Date.now();
    document.title = data.title;
    map();
  });
  source.addEventListener('gone', function () {
    source.close();
    location.reload();
  });
  source.onerror = function () {
    main.setAttribute('data-connected', 'false');
    say(t.reconnecting);
    // The browser retries by itself; a stream refused for good (404, 410) is closed: reload.
    if (source.readyState === 2) location.reload();
    else reloadSoon();
  };
})();
