// The receiving hospital's pre-alert page (issue 39.2): reads the changing part again every few
// seconds and swaps it in, unless someone is typing the answer. Without this script the page
// reloads itself (<noscript> refresh); the answer form works either way.
(function () {
  var main = document.getElementById('prealert');
  if (!main || !main.dataset.live) return;
  var every = Number(main.dataset.every || 5) * 1000;
  function typing() {
    var active = document.activeElement;
    return active && active.id === 'ack-text';
  }
  function read() {
    if (document.hidden || typing()) return setTimeout(read, every);
    fetch(main.dataset.live, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(function (res) {
        if (res.status === 404 || res.status === 410) return location.reload();
        return res.ok ? res.json() : null;
      })
      .then(function (data) {
        if (data && data.html && !typing()) {
          main.innerHTML = data.html;
          document.title = data.title;
        }
      })
      .catch(function () {})
      .then(function () {
        setTimeout(read, every);
      });
  }
  setTimeout(read, every);
})();
