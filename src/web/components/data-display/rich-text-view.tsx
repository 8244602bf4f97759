import Box from '@mui/material/Box';

/**
 * Shows rich text from the server. The server sanitized it before storing (only what the editor's
 * toolbar makes, and YouTube or Vimeo embeds), so it is written into the page as is.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Box
      // Lists and quotes take the direction of the text written, not the page's (English in Arabic).
      dir="auto"
      sx={{
        overflowWrap: 'anywhere',
        // Each paragraph takes its direction from its own text: English notes read right in Arabic and back.
        '& p, & li, & h1, & h2, & h3, & blockquote': { unicodeBidi: 'plaintext', textAlign: 'start' },
        '& > :first-child': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p': { my: 0.5 },
        '& h1': { typography: 'h5', my: 1 },
        '& h2': { typography: 'h6', my: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 600, my: 1 },
        '& ol, & ul': { my: 0.5, paddingInlineStart: 3 },
        '& blockquote': {
          my: 1,
          mx: 0,
          paddingInlineStart: 2,
          borderInlineStart: 4,
          borderColor: 'divider',
          color: 'text.secondary',
        },
        '& a': { color: 'primary.main' },
        '& iframe': {
          display: 'block',
          border: 0,
          width: '100%',
          maxWidth: 560,
          aspectRatio: '16 / 9',
          height: 'auto',
          my: 1,
        },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
