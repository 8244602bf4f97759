import sanitizeHtml from 'sanitize-html';
import { ALLOWED_LINK_SCHEMES, isAllowedEmbed, RICH_TEXT_TAGS } from '#domain/rich-text/rich-text.ts';

// Quill 2 marks bullet lists with data-list on the item when its raw HTML is sent; kept so lists round-trip.
const LIST_KINDS = ['bullet', 'ordered'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen'],
    li: ['data-list'],
  },
  allowedClasses: { iframe: ['ql-video'] },
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesByTag: { iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // Links open in a new tab without giving the opened page a handle on ours; the values are ours, never the sender's.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
        target: '_blank',
      },
    }),
    li: (tagName, attribs) => {
      const kind = attribs['data-list'] ?? '';
      const attributes: sanitizeHtml.Attributes = LIST_KINDS.includes(kind) ? { 'data-list': kind } : {};
      return { tagName, attribs: attributes };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { class: 'ql-video', frameborder: '0', allowfullscreen: 'true', src: attribs.src ?? '' },
    }),
  },
  // Only the YouTube and Vimeo embed addresses the editor makes; any other frame goes, content and all.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src ?? ''),
};

/** Problem details as stored: only what the editor's toolbar can make survives (spec 1 and 5). */
export function sanitizeProblemDetail(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
