/**
 * How a new website request gets a person's attention on the staff screen: a short chime
 * (Web Audio, nothing to download), a desktop notification when the browser allows it, and the
 * count in the tab's title. Which requests this browser has already announced is remembered in
 * localStorage, so a reload, a second tab or a reconnect never announces one again.
 */

const SEEN_KEY = 'staff.alerts.seen';
const SEEN_LIMIT = 500;

export function readSeenRequests(): Set<string> | null {
  try {
    const raw = localStorage.getItem(SEEN_KEY);
    return raw ? new Set(JSON.parse(raw) as string[]) : null;
  } catch {
    return null;
  }
}

export function rememberSeenRequests(ids: Iterable<string>): void {
  const seen = readSeenRequests() ?? new Set<string>();
  for (const id of ids) {
    seen.delete(id);
    seen.add(id);
  }
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seen].slice(-SEEN_LIMIT)));
  } catch {
    // Storage full or disabled: the next announcement may repeat, nothing worse.
  }
}

let audio: AudioContext | null = null;

/**
 * Browsers start audio only after the person has interacted with the page: the context is
 * created (or resumed) on the first click or key press, so a later chime can play.
 */
export function unlockAudioOnInteraction(): () => void {
  const unlock = () => {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
  return () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
}

/** Two short rising tones, about half a second. */
export function playRequestChime(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.22, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.21);
    }
  } catch {
    // No audio device or API: the title and the notification still tell.
  }
}

export function desktopNotificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/** A desktop notification; clicking it brings the dashboard forward and runs `open`. */
export function showDesktopNotification(title: string, body: string, tag: string, open: () => void): void {
  if (!desktopNotificationsAllowed()) return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      open();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the chime and title remain.
  }
}

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * Shows `count` before the page's title, "(2) Admin Dashboard | …", and keeps it there when the
 * title is replaced (the head swap after a navigation). Zero shows the plain title.
 */
export function keepTitleCount(count: number): () => void {
  const apply = () => {
    const plain = document.title.replace(COUNT_PREFIX, '');
    const next = count > 0 ? `(${count}) ${plain}` : plain;
    if (document.title !== next) document.title = next;
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.head, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return () => {
    observer.disconnect();
    document.title = document.title.replace(COUNT_PREFIX, '');
  };
}
