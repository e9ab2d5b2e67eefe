/**
 * Astro writes its island runtime (the `<astro-island>` element, about 4.4 KB, 1.8 KB gzipped)
 * inline into every page with an island. Inline, it makes the page's first response larger: on
 * a slow connection a page just over the ~14 KB a server may send in its first round trip
 * waits one more round trip for its first paint. After the build, `deferIslandRuntime` moves it
 * into a file of its own, started with the page's other enhancements once the page has loaded
 * and painted (`<template id="page-script">`, see BaseLayout). Islands then hydrate a moment
 * later; what they show works or waits without script (the player keeps early taps).
 *
 * Written by hand: Astro has no option for where the runtime goes (`getPrescripts` in
 * `astro/dist/runtime/server/scripts.js` always inlines it).
 */

/** What only Astro's island runtime contains. */
const RUNTIME_MARK = 'customElements.define("astro-island"';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const PAGE_SCRIPT_TEMPLATE = '<template id="page-script">';

/** The runtime's text when `html` holds it inline, else `undefined`. */
export function inlineIslandRuntime(html: string): string | undefined {
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) if (body!.includes(RUNTIME_MARK)) return body;
  return undefined;
}

/**
 * `html` with its inline island runtime replaced by `<script src="{src}">` inside the page's
 * start template. A page without islands comes back unchanged. Throws when a page has islands
 * but no runtime this can find (a new Astro wrote it differently), or no start template (its
 * islands would never hydrate): the build stops rather than ship either.
 */
export function deferIslandRuntime(html: string, src: string): string {
  const runtime = inlineIslandRuntime(html);
  if (runtime === undefined) {
    if (html.includes('<astro-island'))
      throw new Error(`a page has islands but no inline runtime holding ${RUNTIME_MARK}: Astro changed it, update RUNTIME_MARK`);
    return html;
  }
  if (!html.includes(PAGE_SCRIPT_TEMPLATE))
    throw new Error(`a page with islands has no ${PAGE_SCRIPT_TEMPLATE}: its islands would never start`);
  return html
    .replace(`<script>${runtime}</script>`, '')
    .replace(PAGE_SCRIPT_TEMPLATE, `${PAGE_SCRIPT_TEMPLATE}<script src="${src}"></script>`);
}
