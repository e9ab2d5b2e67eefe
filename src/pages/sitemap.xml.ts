import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { allRoutes } from '../lib/routes';

/** Every page, for search engines and for the accessibility sweep in the tests. */
export const GET: APIRoute = async ({ site }) => {
  const lessons = await getCollection('lessons');
  const urls = allRoutes(lessons.map(({ id }) => id)).map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
