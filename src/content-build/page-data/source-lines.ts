/**
 * A Markdown plugin for Astro's Markdown processor (Sätteri, which runs no remark plugins):
 * each paragraph, heading or table whose text cites `[^id]` gets a short "Source: publisher,
 * year" line after it, linked to the source, and the markers leave the text. The sources are
 * the page's frontmatter `sources`, whose ids the content schemas check.
 */
import type { MdastContent, MdastPluginDefinition, MdastTarget, MdastVisitorContext } from 'satteri';
import { DEFAULT_LANG, isLang, type Lang } from '../../i18n/languages.ts';
import type { Source } from '../schemas/source.ts';
import { citationIds, citedSources, sourceLabel, withoutCitations } from '../../shared/rules/citations.ts';

/** The words before the sources: "Source:" for one, "Sources:" for more. */
export interface SourceLineLabel {
  one: string;
  many: string;
}

/**
 * The language of a content file from its address: a translation lives in `content/<lang>/…`,
 * English directly in `content/…` (and anything outside content/, or unknown, is English).
 */
export function contentFileLang(fileURL: URL | undefined): Lang {
  const lang = fileURL?.pathname.match(/\/content\/([^/]+)\//)?.[1];
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * "Source: World Bank, 2025" as Markdown nodes, each source linked when it has an address and
 * marked `lang="en"`: a source keeps its original name in every language.
 */
function sourceLineChildren(sources: readonly Source[], label: SourceLineLabel): MdastContent[] {
  const original = { hProperties: { lang: 'en' } };
  const items = sources.flatMap((source, index): MdastContent[] => {
    const text = { type: 'text', value: sourceLabel(source) } as const;
    const item = (
      source.url
        ? { type: 'link', url: source.url, data: original, children: [text] }
        : { type: 'emphasis', data: { hName: 'span', ...original }, children: [text] }
    ) as MdastContent;
    return index === 0 ? [item] : [{ type: 'text', value: '; ' }, item];
  });
  return [{ type: 'text', value: `${sources.length > 1 ? label.many : label.one} ` }, ...items];
}

/**
 * The line under a claim that cites `sources`: a paragraph of its own, or, in a list item
 * (whose paragraphs a tight list unwraps), a line break and small text inside the item.
 */
function sourceLineNodes(sources: readonly Source[], label: SourceLineLabel, inListItem: boolean): MdastContent[] {
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

/**
 * The plugin, with the words before the sources ("Source:" for one, "Sources:" for more) in
 * each language, from the UI dictionary: a file under `content/es/` gets the Spanish words,
 * and a language without its own words gets the English ones.
 */
export function sourceLines(labels: Partial<Record<string, SourceLineLabel>> & { en: SourceLineLabel }): MdastPluginDefinition {
  const addLine = (node: Readonly<MdastTarget>, ctx: MdastVisitorContext) => {
    const ids = citationIds(ctx.textContent(node));
    if (ids.length === 0) return;
    const sources = citedSources(ids, frontmatterSources(ctx.data));
    if (sources.length === 0) return;
    const label = labels[contentFileLang(ctx.fileURL)] ?? labels.en;
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
