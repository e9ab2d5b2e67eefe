/**
 * `npm run social-card`: draws the 1200×630 image that Open Graph and Twitter cards show
 * (`public/social-card.png`) from the HTML below, with the Chromium the tests use. Run it
 * again after changing the product name, tagline or colours, and commit the image.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';

const WIDTH = 1200;
const HEIGHT = 630;
const OUTPUT = 'public/social-card.png';

const mark = `<svg width="220" height="220" viewBox="0 0 32 32" aria-hidden="true">
  <rect x="2" y="2" width="28" height="28" rx="7" fill="#312e81"/>
  <circle cx="16" cy="16" r="8" fill="none" stroke="#fcd34d" stroke-width="2.5"/>
  <circle cx="16" cy="16" r="2.5" fill="#fcd34d"/>
  <path d="M16 8v3M16 21v3M8 16h3M21 16h3" stroke="#fcd34d" stroke-width="2.5" stroke-linecap="round"/>
</svg>`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  svg { flex: none; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; display: flex; align-items: center; gap: 64px; padding: 0 88px;
    background: linear-gradient(135deg, #1e1b4b 0%, #312e81 100%); color: #fff;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu, 'DejaVu Sans', sans-serif; }
  .eyebrow { color: #fcd34d; font-size: 30px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
  h1 { font-size: 88px; line-height: 1.05; font-weight: 800; margin-top: 16px; }
  p { font-size: 32px; color: #e0e7ff; margin-top: 28px; line-height: 1.3; }
</style></head><body>
  ${mark}
  <div>
    <div class="eyebrow">The Vault Club</div>
    <h1>Easing Into Investing</h1>
    <p>Learn money and crypto for free.<br>Then save and invest together, in small groups.</p>
  </div>
</body></html>`;

const executablePath = ensureChromium();
if (!executablePath) {
  console.error('No Chromium: run `node tools/ensure-chromium.mjs` to see how to install one.');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
await page.setContent(html);
await writeFile(OUTPUT, await page.screenshot({ type: 'png' }));
await browser.close();
console.log(`Wrote ${OUTPUT} (${WIDTH}×${HEIGHT}).`);
