/**
 * The guide's table of contents, in reading order. Each entry is one Markdown
 * file, `content/<slug>.md`, whose first line is `# <title>`. Plain data (no
 * Vite imports) so the tooling test can check it against the files on disk.
 */
export interface GuideTocEntry {
  slug: string;
  title: string;
  summary: string;
}

export const guideToc: readonly GuideTocEntry[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary: 'Your first day in Subaybay, for the account holder, the project inspector, the accounting officer and the viewer.',
  },
  {
    slug: 'projects-and-finance',
    title: 'Projects and finance',
    summary: 'Projects of an implementation year, their fund sources, expenditure sources, requested cash and expenditures.',
  },
  {
    slug: 'contracts',
    title: 'Contracts and their records',
    summary:
      'Contract Details and the S-curve, the physical schedule and accomplishment, suspensions, time extensions, variation orders, physical features, billings, the summary and the timeline.',
  },
  {
    slug: 'contractors',
    title: 'Contractors',
    summary: 'The office’s list of contractors and each contractor’s record of contracts.',
  },
  {
    slug: 'reports',
    title: 'Reports and the dashboard',
    summary: 'The dashboard, the contracts and projects reports, the overall S-curve, and their Excel and PNG downloads.',
  },
  {
    slug: 'forum',
    title: 'Forum',
    summary: 'Categories, posts and replies shared between offices.',
  },
  {
    slug: 'how-the-numbers-are-computed',
    title: 'How the numbers are computed',
    summary: 'For engineers: days elapsed, expiry dates, the revised curve, target, actual, slippage and its D.O. 193 bands, with a worked example.',
  },
];

export function findGuidePage(slug: string | undefined): GuideTocEntry | undefined {
  return guideToc.find((entry) => entry.slug === slug);
}
