import { formatHeadersFile } from '../../../src/content-build/http/headers-file.ts';
import { metaPolicy, redirectsFile, securityHeaderRules } from '../../../src/content-build/http/security-headers.ts';
import type { PostBuildStep } from '../pipeline.ts';

/**
 * Step 1: `_headers` for static hosts (the security headers, HSTS in production, and each
 * page's CSP from its `<meta>` with `frame-ancestors` added) and `_redirects`. Also each language's
 * not-found page as `<lang>/404.html`, which hosts (and `npm start`) serve for an unknown
 * address under `/<lang>/`, as they serve `404.html` for the rest.
 */
export const headersAndRedirects: PostBuildStep = {
  name: 'headers',
  run(site, { production, redirects }) {
    const pages = site.pages().flatMap(([file, html]) => {
      const policy = metaPolicy(html);
      return policy ? [{ file, policy }] : [];
    });
    site.write('_headers', formatHeadersFile(securityHeaderRules({ hsts: production, pages })));
    site.write('_redirects', redirectsFile(redirects));
    for (const [file, html] of site.pages()) {
      const notFound = /^([a-z-]+)\/404\/index\.html$/.exec(file);
      if (notFound) site.write(`${notFound[1]}/404.html`, html);
    }
  },
};
