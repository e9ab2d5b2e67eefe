/**
 * The page's inline scripts, kept as text so `astro.config.mjs` can put their hashes in the
 * Content Security Policy (Astro hashes only the scripts it bundles). Each is a few lines
 * that must run without a request: see the components that render them. Written to be read;
 * pages carry them minified.
 */
import { createHash } from 'node:crypto';
import { AUTH_STORAGE_KEY } from '../../account/rules/auth-storage.ts';
import { minifiedScript } from './minify.ts';

/**
 * The page's start, the first thing in its body:
 * - Marks the page as having JavaScript (`html.js`), before anything paints: `.js-only` parts
 *   show, `<noscript>` text does not.
 * - `html.has-session` says a session is stored, so a page for signed-in learners paints itself
 *   at once rather than a spinner it then replaces (the session store confirms it a moment
 *   later, or sends the visitor to sign in). `html.from-link` says the same of a page a
 *   confirmation link landed on (`?code=`, see `account/rules/link-landing.ts`): it takes the code while
 *   it draws.
 * - With `html.js` the mobile menu is folded behind its Menu button, so until the page script
 *   has wired the header (`data-menu-ready` on the button) a tap on Menu opens and closes it
 *   here: no tap on a slow phone is lost.
 * - Starts the page's enhancements (each `<template data-page-script>`: BaseLayout's, and a
 *   section's own such as the early-access form's) once the
 *   page has loaded and painted its content (the browser's `first-contentful-paint` entry): on a
 *   fast device \`load\` can come before the first paint, and a script requested then would be
 *   on the way while the page paints. Browsers without paint timing start at \`load\`, and so does
 *   a page still hidden at \`load\` (a tab opened in the background paints only when shown).
 *
 * One script, not one per task: each inline script costs its own hash in the policy.
 */
export const PAGE_START = minifiedScript(`(() => {
  const root = document.documentElement;
  root.classList.add('js');
  try {
    if (localStorage.getItem('${AUTH_STORAGE_KEY}')) root.classList.add('has-session');
  } catch {}
  if (/[?&]code=/.test(location.search)) root.classList.add('from-link');
  document.addEventListener('click', (event) => {
    const toggle = event.target.closest?.('.menu-toggle');
    if (!toggle || toggle.hasAttribute('data-menu-ready')) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    document.getElementById('site-menu')?.toggleAttribute('data-open', open);
  });
  let waiting = 2;
  const start = () => --waiting || document.querySelectorAll('template[data-page-script]').forEach((script) => document.body.append(script.content.cloneNode(true)));
  const loaded = () => (start(), document.hidden && start());
  document.readyState === 'complete' ? loaded() : addEventListener('load', loaded, { once: true });
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) start();
  else new PerformanceObserver((list, observer) => list.getEntriesByName('first-contentful-paint')[0] && (observer.disconnect(), start()))
    .observe({ type: 'paint', buffered: true });
})();`);

/**
 * Keeps the taps a learner makes before an island is interactive (see `early-taps.ts`): a tap
 * on an element with \`data-tap\` inside a \`[data-early-taps]\` root not yet \`data-ready\` is
 * added to the root's \`data-taps\` and stopped there; the island replays them once hydrated.
 * Arrow keys are kept for the root marked \`data-arrow-keys\`. A tap pressed before and released
 * after the island came alive counts for the control it was pressed on: replaying the earlier
 * taps may have moved that control from under the finger, and the browser would then send the
 * click to whatever holds both places (a tap lost). Only the click of that same pointer,
 * released where it was pressed, counts so (a click names its pointer; one from the keyboard or
 * a screen reader names none); a press dragged away, or one that turns into a scroll
 * (\`pointercancel\`), never does. Clicks a script makes (the replay's own) pass untouched.
 */
export const RECORD_EARLY_TAPS = minifiedScript(`(() => {
  let pressed = null;
  let press;
  const controlOf = (event) => (event.target instanceof Element ? event.target.closest('[data-tap]') : null);
  const keep = (root, word) => (root.dataset.taps = ((root.dataset.taps || '') + ' ' + word).trim());
  document.addEventListener('pointerdown', (event) => {
    const control = controlOf(event);
    const root = control?.closest('[data-early-taps]');
    pressed = root && !root.dataset.ready && event.button === 0 && event.isPrimary ? control : null;
    press = event;
  }, true);
  document.addEventListener('pointercancel', () => (pressed = null), true);
  document.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    const target = controlOf(event);
    const samePointer = event.pointerId === undefined ? event.detail > 0 : event.pointerId === press?.pointerId;
    const still = Math.abs(event.clientX - press?.clientX) + Math.abs(event.clientY - press?.clientY) < 16;
    const control = pressed && samePointer && still ? pressed : target;
    pressed = null;
    const root = control && control.closest('[data-early-taps]');
    if (!root || (root.dataset.ready && control === target)) return;
    event.stopPropagation();
    event.preventDefault();
    if (root.dataset.ready) control.click();
    else keep(root, control.dataset.tap);
  }, true);
  document.addEventListener('keydown', (event) => {
    const key = { ArrowRight: 'key-next', ArrowLeft: 'key-previous' }[event.key];
    const root = key && document.querySelector('[data-early-taps][data-arrow-keys]');
    const typing = event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable]');
    if (!root || root.dataset.ready || typing || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    keep(root, key);
  }, true);
})();`);

/** `sha256-…` of each inline script, for the CSP's `script-src`. */
export function inlineScriptHashes(): `sha256-${string}`[] {
  return [PAGE_START, RECORD_EARLY_TAPS].map((code) => `sha256-${createHash('sha256').update(code).digest('base64')}` as const);
}
