/**
 * `npm run app-icons`: draws the home-screen icons the web app manifest lists
 * (`public/icons/*.png`) from the club's mark, with the Chromium the tests use. Run it again
 * after changing the mark or its colours (`src/components/Logo.astro`), and commit the images.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';

/** The mark on the brand colour; `inset` is the share of each side left as background (maskable icons need a safe zone). */
const icon = (inset: number) => `<!doctype html><html><head><style>
  * { margin: 0; }
  body { width: 100vw; height: 100vh; display: grid; place-items: center; background: #1e1b4b; }
  svg { width: ${100 - 2 * inset}vw; height: ${100 - 2 * inset}vh; }
</style></head><body>
  <svg viewBox="4 4 24 24" aria-hidden="true">
    <circle cx="16" cy="16" r="8" fill="none" stroke="#fcd34d" stroke-width="2.5"/>
    <circle cx="16" cy="16" r="2.5" fill="#fcd34d"/>
    <path d="M16 8v3M16 21v3M8 16h3M21 16h3" stroke="#fcd34d" stroke-width="2.5" stroke-linecap="round"/>
  </svg>
</body></html>`;

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, inset: 12 },
  { file: 'public/icons/icon-512.png', size: 512, inset: 12 },
  { file: 'public/icons/maskable-512.png', size: 512, inset: 22 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, inset: 14 },
];

const executablePath = ensureChromium();
if (!executablePath) {
  console.error('No Chromium: run `node tools/ensure-chromium.mjs` to see how to install one.');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
for (const { file, size, inset } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(icon(inset));
  await writeFile(file, await page.screenshot({ type: 'png' }));
  await page.close();
  console.log(`Wrote ${file} (${size}×${size}).`);
}
await browser.close();
