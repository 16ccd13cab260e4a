/**
 * Splits a guide page's Markdown into its sections (one per heading) for the
 * search index, and gives every heading the id its anchor uses. Pure functions:
 * the rendered page and the index compute the same ids from the same text.
 */

/** The anchor of a heading: lower case, letters and digits joined by hyphens ("Slippage = actual − target" → "slippage-actual-target"). */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface GuideSection {
  /** `<slug>#<anchor>`, or the slug alone for the text before the first subheading. */
  id: string;
  slug: string;
  pageTitle: string;
  heading: string;
  /** Empty for the page's opening text (under its title). */
  anchor: string;
  text: string;
}

/** The text of Markdown without its markup, for searching: links keep their words, images their alt text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_>|#]/g, ' ')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;

/** The `# ` title and the `## `/`### ` sections of a page, in order. */
export function splitSections(slug: string, markdown: string): GuideSection[] {
  const sections: GuideSection[] = [];
  let pageTitle = slug;
  let current: { heading: string; anchor: string; lines: string[] } | undefined;
  const close = () => {
    if (current) sections.push({ id: current.anchor ? `${slug}#${current.anchor}` : slug, slug, pageTitle, heading: current.heading, anchor: current.anchor, text: plainText(current.lines.join('\n')) });
  };
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const match = inCode ? null : HEADING.exec(line);
    if (!match) {
      current?.lines.push(line);
      continue;
    }
    const [, hashes, heading] = match as unknown as [string, string, string];
    close();
    if (hashes.length === 1) {
      pageTitle = heading;
      current = { heading, anchor: '', lines: [] };
    } else {
      current = { heading, anchor: headingId(heading), lines: [] };
    }
  }
  close();
  return sections;
}
