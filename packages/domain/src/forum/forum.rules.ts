import { textProblem } from '../common/text.schemas.js';
import { isAccountHolder, type Actor } from '../permissions/permissions.rules.js';

/** Forum rules shared by the server (enforcing) and the web (showing Edit and Delete). */

/** Who wrote a post: the author and the author's office. */
export interface ForumPostOwner {
  authorId: number;
  accountId: number;
}

/** Only the author edits a post. */
export function canEditForumPost(actor: Actor, post: ForumPostOwner): boolean {
  return actor.userId === post.authorId && actor.accountId === post.accountId;
}

/** The author, or the account holder of the author's office (who answers for what the office writes). */
export function canDeleteForumPost(actor: Actor, post: ForumPostOwner): boolean {
  return canEditForumPost(actor, post) || (actor.accountId === post.accountId && isAccountHolder(actor));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of an HTML body, tags dropped and whitespace collapsed. For
 * previews and the "is there any text" check only — never to make HTML safe
 * (that is the server's sanitiser). A cut-off tag at the end is dropped too.
 */
export function htmlToText(html: string): string {
  // Block tags separate words; inline ones (<strong>, <a> …) sit inside them.
  const spaced = html.replace(/<\/?(p|br|hr|li|ul|ol|h[1-6]|blockquote|pre|div|tr|td|th)\b[^>]*(>|$)/gi, ' ');
  return decodeEntities(spaced.replace(/<[^>]*(>|$)/g, ''))
    .replace(/[\s\u00a0\u200b-\u200d\ufeff]+/g, ' ')
    .trim();
}

/** True when the HTML shows some text (an editor's empty `<p></p>` does not). */
export function htmlHasText(html: string): boolean {
  return htmlToText(html) !== '';
}

/** A preview of at most `max` characters, cut at a word where it can be. */
export function forumExcerpt(html: string, max = 240): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Why a body cannot be stored, by the rule every text field follows (common/text.schemas.ts):
 * no control characters but tab and line breaks, no text-direction overrides, no broken
 * characters, something visible. The HTML is read with its character references decoded,
 * so `&#x202E;` is the override it stands for, and its attributes (a link's address) count too.
 * Null when the body is fine, or has no text at all (the "Body is required." rule says that).
 */
export function forumBodyProblem(html: string): string | null {
  const text = htmlToText(html);
  if (text === '') return null;
  return textProblem(decodeEntities(html), 'Body', { multiline: true }) ?? textProblem(text, 'Body', { multiline: true });
}
