import { chromium } from '@playwright/test';
const [url, out, width = '1280', height = '900', full = 'full'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(url, { waitUntil: 'networkidle' });
if (process.env.SCROLL) { for (let y = 0; y < 8000; y += 400) { await page.mouse.wheel(0, 400); await page.waitForTimeout(100); } await page.waitForTimeout(800); }
if (process.env.EVAL) await page.evaluate(process.env.EVAL);
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: full === 'full' });
console.log('errors:', JSON.stringify(errors));
await browser.close();
