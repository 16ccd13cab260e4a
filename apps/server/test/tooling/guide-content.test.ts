import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeContractStatus, formatCentavos, formatPercent, parsePesosToCentavos, slippageBandLabels } from '@subaybay/domain';
import { paths } from '../../../web/src/app/paths.js';
import { headingId, splitSections } from '../../../web/src/features/guide/lib/guide-sections.js';
import { guideToc } from '../../../web/src/features/guide/lib/guide-toc.js';

/**
 * The user guide's Markdown against what it points at: every page is in the
 * contents, every screenshot exists and is taken by `npm run guide:screenshots`
 * (`guideShot('<name>')` in its script), and every link inside the
 * guide reaches a page and a heading that exist. A renamed page or a removed
 * shot fails here instead of showing a broken guide.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const web = path.join(repoRoot, 'apps/web');
const contentDir = path.join(web, 'src/features/guide/content');
const screenshotsDir = path.join(web, 'public/guide/screenshots');
const screenshotScript = path.join(web, 'e2e/guide-screenshots/take-guide-screenshots.ts');

const files = readdirSync(contentDir).filter((name) => name.endsWith('.md'));
const markdownOf = (slug: string) => readFileSync(path.join(contentDir, `${slug}.md`), 'utf8');
const pages = ['index', ...guideToc.map((entry) => entry.slug)].map((slug) => ({ slug, markdown: markdownOf(slug) }));

/** Every `[text](target)` and `![alt](target)` of a page, outside code. */
function links(markdown: string): { image: boolean; text: string; target: string }[] {
  return [...markdown.matchAll(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => ({ image: match[1] === '!', text: match[2]!, target: match[3]! }));
}

/** The names `npm run guide:screenshots` saves with `guideShot('<name>')`. */
function shotsTakenByTheScreenshotCommand(): Set<string> {
  const source = readFileSync(screenshotScript, 'utf8');
  return new Set([...source.matchAll(/guideShot\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!));
}

const anchorsOf = (slug: string) => new Set(splitSections(slug, markdownOf(slug)).map((section) => section.anchor).filter(Boolean));

describe('user guide content', () => {
  it('lists every page in the contents, each file titled as its entry', () => {
    expect(files.sort()).toEqual(['index.md', ...guideToc.map((entry) => `${entry.slug}.md`)].sort());
    for (const entry of guideToc) expect(markdownOf(entry.slug).split('\n')[0], entry.slug).toBe(`# ${entry.title}`);
    expect(new Set(guideToc.map((entry) => entry.slug)).size).toBe(guideToc.length);
  });

  it('gives every heading of a page its own anchor', () => {
    for (const { slug, markdown } of pages) {
      const anchors = splitSections(slug, markdown).map((section) => section.anchor).filter(Boolean);
      expect(anchors, slug).toEqual([...new Set(anchors)]);
    }
  });

  it('shows only screenshots that exist and that the screenshot command takes', () => {
    const taken = shotsTakenByTheScreenshotCommand();
    const referenced = new Set<string>();
    for (const { slug, markdown } of pages) {
      for (const image of links(markdown).filter((link) => link.image)) {
        expect(image.text.trim(), `${slug}: ${image.target} needs alt text`).not.toBe('');
        const name = /^\/guide\/screenshots\/([a-z0-9-]+)\.jpg$/.exec(image.target)?.[1];
        expect(name, `${slug}: ${image.target} is not a /guide/screenshots/<name>.jpg`).toBeDefined();
        referenced.add(name!);
        expect(existsSync(path.join(screenshotsDir, `${name}.jpg`)), `${slug}: ${name}.jpg is missing from apps/web/public/guide/screenshots`).toBe(true);
        expect(taken.has(name!), `${slug}: npm run guide:screenshots never calls guideShot('${name}')`).toBe(true);
      }
    }
    expect(referenced.size).toBeGreaterThan(10);
  });

  it('keeps no screenshot that the screenshot command does not take or no page shows', () => {
    const taken = shotsTakenByTheScreenshotCommand();
    const shown = new Set(pages.flatMap(({ markdown }) => links(markdown).filter((link) => link.image).map((link) => link.target)));
    const files = readdirSync(screenshotsDir);
    expect(files.filter((file) => !taken.has(file.replace(/\.jpg$/, '')))).toEqual([]);
    expect(files.filter((file) => !shown.has(`/guide/screenshots/${file}`))).toEqual([]);
  });

  it('links only to guide pages and headings that exist, and to pages of the app', () => {
    const appPaths = new Set<string>(Object.values(paths as Record<string, unknown>).filter((value): value is string => typeof value === 'string'));
    for (const { slug, markdown } of pages) {
      for (const link of links(markdown).filter((each) => !each.image)) {
        const [pathname, anchor] = link.target.split('#') as [string, string | undefined];
        if (pathname === '' && anchor) {
          expect(anchorsOf(slug).has(anchor), `${slug}: #${anchor}`).toBe(true);
          continue;
        }
        if (pathname === paths.guide) {
          expect(anchor, `${slug}: ${link.target}`).toBeUndefined();
          continue;
        }
        const target = /^\/guide\/([a-z0-9-]+)$/.exec(pathname)?.[1];
        if (target === undefined) {
          expect(appPaths.has(pathname) || /^https:\/\//.test(pathname), `${slug}: ${link.target} is not a page of the app`).toBe(true);
          continue;
        }
        expect(guideToc.some((entry) => entry.slug === target), `${slug}: ${link.target}`).toBe(true);
        if (anchor) expect(anchorsOf(target).has(anchor), `${slug}: ${link.target} has no such heading`).toBe(true);
      }
    }
  });

  it('explains slippage under a heading of its own', () => {
    expect(anchorsOf('how-the-numbers-are-computed').has(headingId('Slippage'))).toBe(true);
  });

  it("gives the worked example's figures as the domain engine computes them", () => {
    // DOMAIN.md's worked example, computed by the same function every screen uses.
    const status = computeContractStatus({
      effectivity: '2024-01-01',
      duration: 100,
      amount: parsePesosToCentavos('1,000,000.00'),
      schedule: [
        { date: '2024-02-19', accomplishment: 40 },
        { date: '2024-04-09', accomplishment: 100 },
      ],
      accomplishments: [
        { date: '2024-01-20', accomplishment: 10 },
        { date: '2024-02-25', accomplishment: 35 },
      ],
      suspensions: [{ dateEffective: '2024-01-31', resumptionDate: '2024-02-10' }],
      timeExtensions: [{ numberOfDays: 15 }],
      asOf: '2024-03-01',
    });
    const markdown = markdownOf('how-the-numbers-are-computed');
    const example = markdown.slice(markdown.indexOf('## Worked example'));
    // The example's table, "| Figure | Value | How |", as figure → value; − and spaces as the engine writes them.
    const table = new Map(
      [...example.matchAll(/^\| ([^|]+?) \| ([^|]+?) \| ([^|]+?) \|$/gm)].map((row) => [row[1]!, row[2]!.replaceAll('−', '-').replaceAll(' %', '%')]),
    );
    expect(table.get('Days elapsed')).toBe(String(status.daysElapsed));
    expect(table.get('Revised target')).toBe(formatPercent(status.targetAccomplishment));
    expect(table.get('Original target')).toBe(formatPercent(status.originalTargetAccomplishment));
    expect(table.get('Actual')).toBe(formatPercent(status.actualAccomplishment));
    expect(`${table.get('Slippage')}%`).toBe(formatPercent(status.slippage));
    expect(table.get('% time elapsed')).toBe(formatPercent(status.percentTimeElapsed));
    expect(table.get('Value accomplished')).toBe(formatCentavos(status.valueAccomplished));
    expect(example).toContain(`Early warning`);
    expect(status.slippageBand && slippageBandLabels[status.slippageBand]).toBe('Early warning');
    for (const date of [status.originalExpiryDate, status.expiryDateDueToSuspensions, status.expiryDateDueToTimeExtensions]) expect(example).toContain(date);
  });
});
