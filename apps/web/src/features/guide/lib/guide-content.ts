import MiniSearch from 'minisearch';
import { guideToc } from './guide-toc';
import { splitSections, type GuideSection } from './guide-sections';

/** Every guide page's Markdown, bundled as text into the guide's own chunk. */
const files = import.meta.glob<string>('../content/*.md', { query: '?raw', import: 'default', eager: true });

function markdownOf(slug: string): string | undefined {
  return files[`../content/${slug}.md`];
}

/** The Markdown of a page of the table of contents, or of the index (`index`). */
export function guideMarkdown(slug: string): string | undefined {
  return markdownOf(slug);
}

let index: MiniSearch<GuideSection> | undefined;

/** Built on first use, in the browser, from the pages' Markdown: titles, headings and text. */
function searchIndex(): MiniSearch<GuideSection> {
  if (index) return index;
  index = new MiniSearch<GuideSection>({
    fields: ['pageTitle', 'heading', 'text'],
    storeFields: ['slug', 'pageTitle', 'heading', 'anchor'],
    searchOptions: { boost: { heading: 3, pageTitle: 1.5 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(guideToc.flatMap((entry) => splitSections(entry.slug, markdownOf(entry.slug) ?? '')));
  return index;
}

export interface GuideSearchResult {
  id: string;
  slug: string;
  pageTitle: string;
  heading: string;
  anchor: string;
}

/** The sections that match `query`, best first (at most `limit`). */
export function searchGuide(query: string, limit = 8): GuideSearchResult[] {
  if (query.trim().length < 2) return [];
  return searchIndex()
    .search(query)
    .slice(0, limit)
    .map((result) => ({
      id: String(result.id),
      slug: result.slug as string,
      pageTitle: result.pageTitle as string,
      heading: result.heading as string,
      anchor: result.anchor as string,
    }));
}
