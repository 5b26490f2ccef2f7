import sanitizeHtml from 'sanitize-html';

/**
 * CMS rich text made safe to render: the usual text markup, links (rel noopener for new tabs),
 * images from http(s) only; no scripts, styles, event handlers or iframes.
 */
export function sanitize(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'blockquote',
      'figure',
      'figcaption',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'hr',
      'span',
      'abbr',
      'small',
      'sub',
      'sup',
      'code',
      'pre',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'hreflang', 'lang'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      '*': ['lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
      // A page has one h1, the title: headings inside the text start at h2.
      h1: 'h2',
    },
  });
}
