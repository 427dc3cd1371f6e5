/**
 * Draws the default illustrations (hero slides, fleet gallery, share image) as SVG:
 * `npx tsx scripts/illustrations/draw.ts` writes web/illustrations/<image id>.svg.
 * They stand in until the provider's own photos are dropped into photos/ (README "Your photos").
 * Flat shapes only: small files, sharp at any size, no fonts beyond one label.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const C = {
  red: '#c62828',
  redDark: '#8e1b1b',
  blue: '#1565c0',
  blueLight: '#90caf9',
  white: '#ffffff',
  body: '#f7f7f5',
  shade: '#dfe3e8',
  glass: '#9cc3e6',
  tyre: '#263238',
  rim: '#b0bec5',
  skin: ['#8d5524', '#c68642', '#a0662d'],
  uniform: '#1e3a5f',
  hiVis: '#f9a825',
  steel: '#90a4ae',
  screen: '#0b1e2d',
  green: '#2e7d32',
};

type Svg = string;
const g = (content: Svg, transform = '') => `<g${transform ? ` transform="${transform}"` : ''}>${content}</g>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path_ = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

function svg(width: number, height: number, title: string, defs: Svg, content: Svg): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${title}</title><defs>${defs}</defs>${content}</svg>\n`
  );
}

const gradients =
  `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a2a4f"/><stop offset=".6" stop-color="#5b3a6b"/><stop offset="1" stop-color="#e07a5f"/></linearGradient>` +
  `<linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ff"/><stop offset="1" stop-color="#e3f2fd"/></linearGradient>` +
  `<linearGradient id="cabin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f5"/><stop offset="1" stop-color="#cfd8dc"/></linearGradient>` +
  `<radialGradient id="glowRed"><stop offset="0" stop-color="#ff5252" stop-opacity=".9"/><stop offset="1" stop-color="#ff5252" stop-opacity="0"/></radialGradient>` +
  `<radialGradient id="glowBlue"><stop offset="0" stop-color="#448aff" stop-opacity=".9"/><stop offset="1" stop-color="#448aff" stop-opacity="0"/></radialGradient>`;

/** Star of life: the emergency medical symbol (six-armed). */
function starOfLife(cx: number, cy: number, r: number, fill = C.blue): Svg {
  const arm = rect(-r * 0.22, -r, r * 0.44, r * 2, fill, r * 0.06);
  const arms = [0, 60, 120].map((a) => g(arm, `rotate(${a})`)).join('');
  return g(arms + rect(-r * 0.05, -r * 0.7, r * 0.1, r * 1.4, C.white), `translate(${cx} ${cy})`);
}

function wheel(cx: number, cy: number, r: number): Svg {
  return circle(cx, cy, r, C.tyre) + circle(cx, cy, r * 0.55, C.rim) + circle(cx, cy, r * 0.18, C.tyre);
}

/** An ambulance van seen from the side, facing right, 520 x 250 units, origin top-left. */
function ambulance(opts: { label?: string; lights?: boolean; stripe?: string } = {}): Svg {
  const stripe = opts.stripe ?? C.red;
  const lights = opts.lights
    ? circle(150, 8, 90, 'url(#glowRed)') + circle(230, 8, 90, 'url(#glowBlue)')
    : '';
  return (
    lights +
    // Body: box behind, cab in front.
    path_('M20 40 Q20 20 40 20 H360 V205 H20 Z', C.body) +
    path_('M360 60 H430 Q455 60 470 85 L505 140 Q515 150 515 165 V205 H360 Z', C.body) +
    path_('M372 72 H425 Q440 72 450 88 L478 135 H372 Z', C.glass) +
    rect(380, 145, 28, 6, C.shade, 3) +
    // Stripes and markings.
    rect(20, 130, 495, 22, stripe) +
    rect(20, 156, 495, 6, C.blue) +
    starOfLife(75, 82, 32) +
    (opts.label
      ? `<text x="235" y="96" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="34" fill="${stripe}">${opts.label}</text>`
      : '') +
    rect(210, 118, 2, 80, C.shade) +
    // Roof lights.
    rect(130, 6, 50, 14, '#e53935', 4) +
    rect(200, 6, 50, 14, '#1e88e5', 4) +
    rect(505, 170, 14, 14, '#ffd54f', 3) +
    rect(18, 175, 10, 18, '#e53935', 2) +
    // Wheels and wheel arches.
    path_('M70 205 A46 46 0 0 1 162 205 Z', C.shade) +
    path_('M390 205 A46 46 0 0 1 482 205 Z', C.shade) +
    wheel(116, 210, 38) +
    wheel(436, 210, 38)
  );
}

/**
 * A row of buildings with lit windows at random: the buildings as one path and the windows as
 * another. As a <rect> each (about 180 per skyline), the home page's first slide was 360
 * elements that the browser lays out and paints on the main thread before the page's largest
 * paint; as two paths it draws the same picture.
 */
function skyline(width: number, baseY: number, fill: string, windows: string, seed: number, extra = ''): Svg {
  let x = 0;
  let buildings = '';
  let lit = '';
  let n = seed;
  const rand = () => ((n = (n * 9301 + 49297) % 233280) / 233280);
  const r1 = (v: number) => Math.round(v * 10) / 10;
  while (x < width) {
    const w = 60 + rand() * 90;
    const h = 120 + rand() * 260;
    buildings += `M${r1(x)} ${r1(baseY - h)}h${r1(w)}v${r1(h)}h${r1(-w)}z`;
    for (let wy = baseY - h + 18; wy < baseY - 20; wy += 34) {
      for (let wx = x + 12; wx < x + w - 14; wx += 22) if (rand() > 0.62) lit += `M${r1(wx)} ${r1(wy)}h9v14h-9z`;
    }
    x += w + 6;
  }
  return path_(buildings, fill, extra) + path_(lit, windows, extra);
}

function person(opts: { skin: string; shirt: string; x: number; y: number; scale?: number; hiVis?: boolean }): Svg {
  const body =
    rect(-32, 60, 64, 120, opts.shirt, 26) +
    (opts.hiVis ? rect(-32, 100, 64, 12, C.hiVis) + rect(-32, 130, 64, 12, C.hiVis) : '') +
    rect(-28, 170, 24, 110, '#263238', 10) +
    rect(4, 170, 24, 110, '#263238', 10) +
    rect(-46, 70, 18, 96, opts.shirt, 9) +
    rect(28, 70, 18, 96, opts.shirt, 9) +
    circle(0, 28, 30, opts.skin) +
    path_('M-30 22 Q0 -14 30 22 Q24 4 0 2 Q-24 4 -30 22 Z', '#1b1b1b') +
    starOfLife(0, 84, 10, C.white);
  return g(body, `translate(${opts.x} ${opts.y}) scale(${opts.scale ?? 1})`);
}

function stretcher(x: number, y: number, w: number): Svg {
  return g(
    rect(0, 40, w, 14, C.steel, 4) +
      rect(10, 54, 8, 60, C.steel) +
      rect(w - 18, 54, 8, 60, C.steel) +
      circle(14, 122, 10, C.tyre) +
      circle(w - 14, 122, 10, C.tyre) +
      rect(0, 10, w, 32, '#eceff1', 14) +
      rect(w * 0.08, -6, w * 0.22, 22, C.white, 10) +
      rect(w * 0.35, 12, w * 0.6, 28, C.blueLight, 10),
    `translate(${x} ${y})`,
  );
}

function monitor(x: number, y: number, w: number, h: number): Svg {
  const line = (offset: number, color: string, amp: number) => {
    let d = `M${x + 16} ${y + offset}`;
    for (let px = 16; px < w - 16; px += 40) d += ` l12 0 l5 ${-amp} l6 ${amp * 2} l5 ${-amp} l12 0`;
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>`;
  };
  return (
    rect(x - 8, y - 8, w + 16, h + 16, '#37474f', 12) +
    rect(x, y, w, h, C.screen, 6) +
    line(h * 0.3, '#69f0ae', h * 0.16) +
    line(h * 0.6, '#ffd740', h * 0.08) +
    line(h * 0.85, '#40c4ff', h * 0.05)
  );
}

function cylinder(x: number, y: number, h: number): Svg {
  return rect(x, y, 34, h, '#212121', 14) + rect(x, y, 34, 30, C.white, 14) + rect(x + 10, y - 16, 14, 18, C.steel, 3);
}

function firstAidKit(x: number, y: number): Svg {
  return rect(x, y, 120, 80, C.red, 10) + rect(x + 48, y + 16, 24, 48, C.white) + rect(x + 36, y + 28, 48, 24, C.white) + rect(x + 44, y - 10, 32, 12, C.redDark, 4);
}

/** The inside of the patient compartment, looking in from the rear doors. */
function interior(width: number, height: number, opts: { icu: boolean }): Svg {
  const w = width;
  const h = height;
  return (
    rect(0, 0, w, h, 'url(#cabin)') +
    path_(`M0 0 L${w * 0.2} ${h * 0.16} H${w * 0.8} L${w} 0 Z`, '#e3e8ec') +
    path_(`M0 ${h} L${w * 0.2} ${h * 0.78} H${w * 0.8} L${w} ${h} Z`, '#b0bec5') +
    rect(w * 0.2, h * 0.16, w * 0.6, h * 0.62, '#f1f4f6') +
    rect(w * 0.38, h * 0.04, w * 0.24, h * 0.05, '#fffde7', 8) +
    // Cabinets on the right wall.
    path_(`M${w} ${h * 0.08} L${w * 0.8} ${h * 0.2} V${h * 0.42} L${w} ${h * 0.44} Z`, '#cfd8dc') +
    path_(`M${w * 0.9} ${h * 0.14} V${h * 0.43}`, 'none', ` stroke="#90a4ae" stroke-width="3"`) +
    (opts.icu
      ? monitor(w * 0.28, h * 0.22, w * 0.2, h * 0.16) + rect(w * 0.54, h * 0.24, w * 0.14, h * 0.2, '#eceff1', 8) + rect(w * 0.56, h * 0.27, w * 0.1, h * 0.06, C.screen, 4) + circle(w * 0.61, h * 0.39, h * 0.025, C.blue)
      : firstAidKit(w * 0.3, h * 0.26) + rect(w * 0.52, h * 0.24, w * 0.18, h * 0.16, '#eceff1', 8)) +
    cylinder(w * 0.08, h * 0.36, h * 0.34) +
    cylinder(w * 0.13, h * 0.38, h * 0.32) +
    stretcher(w * 0.3, h * 0.5, w * 0.42) +
    rect(w * 0.8, h * 0.52, w * 0.1, h * 0.22, C.uniform, 10)
  );
}

function cityScene(width: number, height: number, sky: 'dusk' | 'day', seed: number): Svg {
  const road = height * 0.78;
  return (
    rect(0, 0, width, height, `url(#${sky})`) +
    (sky === 'dusk' ? circle(width * 0.82, height * 0.2, 46, '#ffe0b2', ' opacity=".8"') : circle(width * 0.85, height * 0.18, 50, '#fff59d')) +
    skyline(width, road, sky === 'dusk' ? '#2b2d4a' : '#90a4ae', sky === 'dusk' ? '#ffd54f' : '#e3f2fd', seed) +
    skyline(width, road, sky === 'dusk' ? '#1c1d33' : '#78909c', sky === 'dusk' ? '#ffca28' : '#eceff1', seed + 7, ' opacity=".9"') +
    rect(0, road, width, height - road, '#37474f') +
    Array.from({ length: Math.ceil(width / 160) }, (_, i) => rect(i * 160 + 20, road + (height - road) / 2 - 4, 90, 8, '#eceff1', 4)).join('')
  );
}

const drawings: Record<string, { width: number; height: number; title: string; content: () => Svg }> = {
  'hero-1': {
    width: 1600,
    height: 900,
    title: 'Ambulance driving through the city at dusk',
    content: () => cityScene(1600, 900, 'dusk', 3) + g(ambulance({ label: 'AMBULANCE', lights: true }), 'translate(560 500) scale(1.3)'),
  },
  'hero-2': {
    width: 1600,
    height: 900,
    title: 'Inside an ICU ambulance',
    content: () => interior(1600, 900, { icu: true }),
  },
  'hero-3': {
    width: 1600,
    height: 900,
    title: 'Paramedic crew beside their ambulance',
    content: () =>
      cityScene(1600, 900, 'day', 11) +
      g(ambulance({ label: 'AMBULANCE' }), 'translate(180 470) scale(1.35)') +
      person({ skin: C.skin[0], shirt: C.uniform, x: 1020, y: 420, scale: 1.2, hiVis: true }) +
      person({ skin: C.skin[1], shirt: C.uniform, x: 1180, y: 430, scale: 1.15, hiVis: true }) +
      stretcher(1280, 620, 260),
  },
  'fleet-icu-interior': { width: 800, height: 600, title: 'ICU ambulance interior', content: () => interior(800, 600, { icu: true }) },
  'fleet-icu-monitoring': {
    width: 800,
    height: 600,
    title: 'Patient monitor and infusion pumps',
    content: () =>
      rect(0, 0, 800, 600, 'url(#cabin)') +
      monitor(90, 90, 380, 260) +
      [0, 1, 2].map((i) => rect(540, 90 + i * 110, 180, 90, '#eceff1', 10) + rect(555, 105 + i * 110, 90, 40, C.screen, 4) + circle(685, 125 + i * 110, 14, i === 1 ? C.green : C.blue)).join('') +
      rect(60, 420, 680, 24, C.steel, 6) +
      path_('M720 90 V60', 'none', ' stroke="#90a4ae" stroke-width="6"'),
  },
  'fleet-icu-exterior': {
    width: 800,
    height: 600,
    title: 'ICU ambulance with lights on',
    content: () => cityScene(800, 600, 'dusk', 5) + g(ambulance({ label: 'ICU', lights: true }), 'translate(130 250) scale(1.05)'),
  },
  'fleet-lineup': {
    width: 800,
    height: 600,
    title: 'Three ambulances at the base',
    content: () =>
      rect(0, 0, 800, 600, 'url(#day)') +
      rect(0, 300, 800, 300, '#cfd8dc') +
      rect(0, 120, 800, 180, '#eceff1') +
      rect(40, 150, 720, 20, C.red) +
      g(ambulance({ label: 'ICU' }), 'translate(40 250) scale(0.55)') +
      g(ambulance({ label: 'BLS', stripe: C.blue }), 'translate(300 320) scale(0.6)') +
      g(ambulance({ label: 'ICU' }), 'translate(450 400) scale(0.62)'),
  },
  'fleet-stretcher': {
    width: 800,
    height: 600,
    title: 'Patient compartment with stretcher',
    content: () => interior(800, 600, { icu: false }),
  },
  'fleet-oxygen': {
    width: 800,
    height: 600,
    title: 'Oxygen cylinders and first-aid kit',
    content: () =>
      rect(0, 0, 800, 600, 'url(#cabin)') +
      rect(60, 60, 680, 480, '#e0e6ea', 16) +
      rect(60, 300, 680, 14, C.steel) +
      [0, 1, 2, 3].map((i) => cylinder(110 + i * 70, 110, 180)).join('') +
      firstAidKit(440, 170) +
      rect(600, 170, 100, 110, C.blue, 10) +
      rect(612, 190, 76, 10, C.white, 3) +
      firstAidKit(120, 380) +
      rect(300, 360, 160, 140, '#eceff1', 10) +
      rect(500, 370, 200, 120, '#cfd8dc', 10),
  },
  'fleet-crew': {
    width: 800,
    height: 600,
    title: 'Paramedic crew',
    content: () =>
      cityScene(800, 600, 'day', 17) +
      g(ambulance({ label: 'AMBULANCE' }), 'translate(-120 280) scale(0.95)') +
      person({ skin: C.skin[2], shirt: C.uniform, x: 520, y: 250, scale: 0.95, hiVis: true }) +
      person({ skin: C.skin[0], shirt: C.uniform, x: 650, y: 255, scale: 0.92, hiVis: true }),
  },
  'fleet-event': {
    width: 800,
    height: 600,
    title: 'Ambulance on standby at an event',
    content: () =>
      rect(0, 0, 800, 600, 'url(#day)') +
      rect(0, 380, 800, 220, '#7cb342') +
      path_('M40 380 L160 250 L280 380 Z', C.red) +
      path_('M300 380 L400 270 L500 380 Z', C.blue) +
      rect(60, 200, 680, 6, '#5d4037') +
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => path_(`M${80 + i * 85} 206 l20 30 l20 -30 Z`, i % 2 ? C.hiVis : C.red)).join('') +
      Array.from({ length: 12 }, (_, i) => circle(30 + i * 40, 520 - (i % 3) * 8, 18, '#37474f') + rect(14 + i * 40, 536 - (i % 3) * 8, 32, 70, '#455a64', 12)).join('') +
      g(ambulance({ label: 'AMBULANCE' }), 'translate(500 300) scale(0.55)'),
  },
  'fleet-bls-exterior': {
    width: 800,
    height: 600,
    title: 'Basic life support ambulance',
    content: () => cityScene(800, 600, 'day', 23) + g(ambulance({ label: 'BLS', stripe: C.blue }), 'translate(130 250) scale(1.05)'),
  },
  'fleet-bls-interior': {
    width: 800,
    height: 600,
    title: 'Basic life support ambulance interior',
    content: () => interior(800, 600, { icu: false }).replace('#b0bec5', '#a7b6bd'),
  },
  'og-image': {
    width: 1200,
    height: 630,
    title: 'Ambulance service',
    content: () =>
      cityScene(1200, 630, 'dusk', 29) +
      g(ambulance({ label: 'AMBULANCE', lights: true }), 'translate(340 330) scale(1)'),
  },
};

export const ILLUSTRATION_IDS = Object.keys(drawings);

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(import.meta.dirname, '../../web/illustrations');
  await mkdir(outDir, { recursive: true });
  for (const [id, drawing] of Object.entries(drawings)) {
    await writeFile(path.join(outDir, `${id}.svg`), svg(drawing.width, drawing.height, drawing.title, gradients, drawing.content()));
  }
  console.log(`drew ${ILLUSTRATION_IDS.length} illustrations into ${path.relative(process.cwd(), outDir)}`);
}
