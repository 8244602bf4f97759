/** Rules of the rich-text editor (spec 1 and 5), shared by the editor and the server's sanitizer. */

export const ALLOWED_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel', 'sms'] as const;
export const ALLOWED_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

/** What the toolbar can make, and so all that survives sanitizing. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  'a',
  'ol',
  'ul',
  'li',
  'blockquote',
  'iframe',
];

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Selected text that looks like an e-mail address gets a mailto: link target. */
export function linkTargetFor(selectedText: string, url: string): string {
  const text = selectedText.trim();
  return EMAIL_LIKE.test(text) && !url.startsWith('mailto:') ? `mailto:${text}` : url;
}

const YOUTUBE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/)([\w-]{11})/;
const VIMEO = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d+)/;

/** YouTube (watch or short link) and Vimeo (numeric id) addresses become embed addresses; others stay. */
export function toEmbedUrl(url: string): string {
  const youtube = YOUTUBE.exec(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return url;
}

/** Only these embed addresses may appear in an iframe. */
export function isAllowedEmbed(url: string): boolean {
  return (
    /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/.test(url) ||
    /^https:\/\/player\.vimeo\.com\/video\/\d+$/.test(url)
  );
}
