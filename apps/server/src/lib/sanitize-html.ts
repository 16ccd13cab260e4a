import sanitizeHtml from 'sanitize-html';

/**
 * The one place forum HTML is made safe before it is stored (the web
 * sanitises again with DOMPurify when it renders, as a second fence).
 *
 * Allow-list, everything else removed:
 * - text: p, br, hr, strong, b, em, i, u, s, code, pre, blockquote, h2, h3, ul, ol, li
 *   — what the editor's toolbar makes (TipTap StarterKit), with no attribute at all;
 * - links: a with href only, schemes http, https and mailto (no javascript:,
 *   data:, vbscript:, relative or protocol-relative URLs), and
 *   rel="noopener noreferrer nofollow" target="_blank" forced on every link.
 * No style, class, id or on* attribute, and no img, svg, math, iframe, object,
 * embed, script, style, form or input: their content goes with them where it
 * could run (script, style, textarea …), other unknown tags are unwrapped to text.
 */
const FORUM_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'h2', 'h3', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedSchemesByTag: {},
  // Tags whose content is code or hidden, not text a person wrote.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'xmp', 'iframe', 'noembed', 'noframes', 'svg', 'math', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim();
      // A link must be absolute http(s) or mailto; anything else keeps its text only
      // (renamed to a tag the allow-list drops, so the text stays and the <a> goes).
      if (!href || !/^(https?:\/\/|mailto:)/i.test(href)) return { tagName: 'span', attribs: {} };
      return { tagName, attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } };
    },
    // Pasted text keeps its paragraphs and headings in the editor's terms.
    div: 'p',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
  },
};

/** Forum post HTML as it may be stored and served. */
export function sanitizeForumHtml(html: string): string {
  return sanitizeHtml(html, FORUM_HTML_OPTIONS).trim();
}
