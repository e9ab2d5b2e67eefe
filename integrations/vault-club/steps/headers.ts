import { formatHeadersFile } from '../../../src/content-build/http/headers-file.ts';
import { inlineBodies, redirectsFile, securityHeaderRules, withUsedHashes } from '../../../src/content-build/http/security-headers.ts';
import type { PostBuildStep } from '../pipeline.ts';

/**
 * Step 1: `_headers` for static hosts (the security headers, HSTS in production, and each
 * page's CSP as Astro computed it, with `frame-ancestors` added and only the hashes of inline
 * scripts and styles the built pages hold) and `_redirects`. Also each language's
 * not-found page as `<lang>/404.html`, which hosts (and `npm start`) serve for an unknown
 * address under `/<lang>/`, as they serve `404.html` for the rest.
 */
export const headersAndRedirects: PostBuildStep = {
  name: 'headers',
  run(site, { production, redirects, pagePolicies }) {
    const inline = site.pages().flatMap(([, html]) => inlineBodies(html));
    const pages = [...pagePolicies].map(([pathname, policy]) => ({ pathname, policy: withUsedHashes(policy, inline) }));
    site.write('_headers', formatHeadersFile(securityHeaderRules({ hsts: production, pages })));
    site.write('_redirects', redirectsFile(redirects));
    for (const [file, html] of site.pages()) {
      const notFound = /^([a-z-]+)\/404\/index\.html$/.exec(file);
      if (notFound) site.write(`${notFound[1]}/404.html`, html);
    }
  },
};
