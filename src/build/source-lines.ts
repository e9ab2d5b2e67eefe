/**
 * A Markdown plugin for Astro's Markdown processor (Sätteri, which runs no remark plugins):
 * each paragraph, heading or table whose text cites `[^id]` gets a short "Source: publisher,
 * year" line after it, linked to the source, and the markers leave the text. The sources are
 * the page's frontmatter `sources`, whose ids the content schemas check.
 */
import type { MdastContent, MdastPluginDefinition, MdastTarget, MdastVisitorContext } from 'satteri';
import type { Source } from '../schemas/source.ts';
import { citationIds, citedSources, sourceLabel, withoutCitations } from '../lib/citations.ts';

/** "Source: World Bank, 2025" as Markdown nodes, each source linked when it has an address. */
function sourceLineChildren(sources: readonly Source[], label: { one: string; many: string }): MdastContent[] {
  const items = sources.flatMap((source, index): MdastContent[] => {
    const text = { type: 'text', value: sourceLabel(source) } as const;
    const item = source.url ? ({ type: 'link', url: source.url, children: [text] } as MdastContent) : text;
    return index === 0 ? [item] : [{ type: 'text', value: '; ' }, item];
  });
  return [{ type: 'text', value: `${sources.length > 1 ? label.many : label.one} ` }, ...items];
}

/**
 * The line under a claim that cites `sources`: a paragraph of its own, or, in a list item
 * (whose paragraphs a tight list unwraps), a line break and small text inside the item.
 */
export function sourceLineNodes(sources: readonly Source[], label: { one: string; many: string }, inListItem: boolean): MdastContent[] {
  const hProperties = { className: ['source-line'] };
  const children = sourceLineChildren(sources, label);
  if (inListItem) return [{ type: 'break' }, { type: 'emphasis', data: { hName: 'small', hProperties }, children } as MdastContent];
  return [{ type: 'paragraph', data: { hProperties }, children } as MdastContent];
}

/** The sources of the document's frontmatter, as the plugin sees them. */
function frontmatterSources(data: unknown): Source[] {
  const sources = (data as { astro?: { frontmatter?: { sources?: unknown } } }).astro?.frontmatter?.sources;
  return Array.isArray(sources) ? (sources as Source[]) : [];
}

/** The language of a content file from its path: `content/es/lessons/x.mdx` → `es`; English otherwise. */
export function contentLanguage(path: string | undefined, languages: readonly string[]): string | undefined {
  const match = /\/content\/([^/]+)\//.exec(path ?? '');
  return match && languages.includes(match[1]!) ? match[1] : undefined;
}

/**
 * The plugin, with the words before the sources ("Source:" for one, "Sources:" for more) from
 * the UI dictionary: `labels.en` for English files, `labels.es` for `content/es/…`.
 */
export function sourceLines(labels: Record<string, { one: string; many: string }>): MdastPluginDefinition {
  const addLine = (node: Readonly<MdastTarget>, ctx: MdastVisitorContext) => {
    const label = labels[contentLanguage(ctx.fileURL?.pathname, Object.keys(labels)) ?? 'en'] ?? labels['en']!;
    const ids = citationIds(ctx.textContent(node));
    if (ids.length === 0) return;
    const sources = citedSources(ids, frontmatterSources(ctx.data));
    if (sources.length === 0) return;
    if (node.type === 'paragraph' && ctx.parent(node)?.type === 'listItem') ctx.appendChild(node, sourceLineNodes(sources, label, true));
    else ctx.insertAfter(node, sourceLineNodes(sources, label, false));
  };
  return {
    name: 'vault-club-source-lines',
    paragraph: addLine,
    heading: addLine,
    table: addLine,
    text(node, ctx) {
      const value = withoutCitations(node.value);
      if (value !== node.value) ctx.replaceNode(node, { type: 'text', value });
    },
  };
}
