import { minifySync } from 'vite';

/**
 * `code` (a script, not a module) minified as the bundler minifies the site's own scripts: oxc,
 * through Vite. For the scripts the bundler never sees: the page's inline scripts, whose readable
 * source is kept in `inline-scripts.ts`.
 */
export function minifiedScript(code: string): string {
  return minifySync('script.js', code, { compress: true, mangle: true }).code.trim();
}
