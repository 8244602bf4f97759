import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import type Quill from 'quill';
import type { BaseTooltip } from 'quill/themes/base.js';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkTargetFor, toEmbedUrl } from '#domain/rich-text/rich-text.ts';

type QuillClass = typeof Quill;

/**
 * Quill loads on its own when an editor first shows. (A lazy component would share this file's
 * imports with the page in a new chunk pattern, and split the sign-in page's chunks further.)
 */
const loadQuill = () => import('./quill-snow.ts').then((m) => m.default);

/** The toolbar of spec 1: headers 1 to 3, bold, italic, underline, link, lists, blockquote, clean. */
const TOOLBAR = [
  [{ header: 1 }, { header: 2 }, { header: 3 }],
  ['bold', 'italic', 'underline', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'clean'],
];

/** Toolbar buttons and the catalog keys of their names. */
const BUTTON_LABELS: [selector: string, key: string][] = [
  ['.ql-header[value="1"]', 'editor.header1'],
  ['.ql-header[value="2"]', 'editor.header2'],
  ['.ql-header[value="3"]', 'editor.header3'],
  ['.ql-bold', 'editor.bold'],
  ['.ql-italic', 'editor.italic'],
  ['.ql-underline', 'editor.underline'],
  ['.ql-link', 'editor.link'],
  ['.ql-list[value="ordered"]', 'editor.orderedList'],
  ['.ql-list[value="bullet"]', 'editor.bulletList'],
  ['.ql-blockquote', 'editor.blockquote'],
  ['.ql-clean', 'editor.clean'],
];

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The accessible name of the editing area. */
  label: string;
  invalid?: boolean;
  /** The id of the element that describes the field (its error message). */
  describedBy?: string;
}

/**
 * Quill 2 with the snow theme (spec 1 and 5). The value is the editor's semantic HTML, reported on
 * every text change. A link on text that looks like an e-mail address points to mailto:, and a
 * YouTube or Vimeo address given as a link becomes an embedded video.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const [Editor, setEditor] = useState<QuillClass | null>(null);
  // The HTML last reported, so a value coming back through the form is not written again.
  const reported = useRef(value);
  const report = useEffectEvent((html: string) => {
    reported.current = html;
    onChange(html);
  });
  const blur = useEffectEvent(() => onBlur?.());
  const initial = useEffectEvent(() => value);

  useEffect(() => {
    let current = true;
    void loadQuill().then((loaded) => current && setEditor(() => loaded));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!Editor || !container) return;
    const element = container.appendChild(document.createElement('div'));
    const quill = new Editor(element, {
      theme: 'snow',
      // The link tooltip stays within the editor, also on a phone and right to left.
      bounds: container,
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            link(value: boolean) {
              if (!value) {
                quill.format('link', false, 'user');
                return;
              }
              const range = quill.getSelection();
              if (!range || range.length === 0) return;
              const text = quill.getText(range);
              tooltipOf(quill)?.edit('link', linkTargetFor(text, text));
            },
          },
        },
      },
    });
    quillRef.current = quill;
    adaptLinkTooltip(quill);
    const start = initial();
    if (start) quill.setContents(quill.clipboard.convert({ html: start }), 'silent');
    reported.current = start;

    quill.on('text-change', () => report(htmlOf(quill)));
    quill.root.addEventListener('blur', () => blur());
    return () => {
      quillRef.current = null;
      container.replaceChildren();
    };
  }, [Editor]);

  // A value set from outside (a form reset) replaces the content.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === reported.current) return;
    reported.current = value;
    quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
  }, [value]);

  // Names and texts follow the interface language.
  useEffect(() => {
    const container = containerRef.current;
    const quill = quillRef.current;
    if (!container || !quill) return;
    const root = quill.root;
    root.dataset.placeholder = t('editor.placeholder');
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    root.setAttribute('aria-invalid', String(Boolean(invalid)));
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    const toolbar = container.querySelector('.ql-toolbar');
    toolbar?.setAttribute('role', 'toolbar');
    toolbar?.setAttribute('aria-label', t('editor.toolbar'));
    for (const [selector, key] of BUTTON_LABELS) {
      const button = container.querySelector(selector);
      button?.setAttribute('aria-label', t(key));
      button?.setAttribute('title', t(key));
    }
    const input = container.querySelector<HTMLInputElement>('.ql-tooltip input[type=text]');
    input?.setAttribute('data-link', 'https://');
    input?.setAttribute('aria-label', t('editor.linkPrompt'));
  }, [Editor, t, label, invalid, describedBy]);

  return (
    <>
      {!Editor && (
        <Skeleton variant="rounded" height={232} role="progressbar" aria-label={t('common.loading')} />
      )}
      <Box ref={containerRef} sx={(theme) => editorSx(theme, t, Boolean(invalid))} />
    </>
  );
}

function tooltipOf(quill: Quill): BaseTooltip | undefined {
  return (quill.theme as unknown as { tooltip?: BaseTooltip }).tooltip;
}

/**
 * Saving the link tooltip: a YouTube or Vimeo address becomes a video embed after the selection;
 * any other link on e-mail-like text points to mailto:.
 */
function adaptLinkTooltip(quill: Quill) {
  const tooltip = tooltipOf(quill);
  if (!tooltip) return;
  const save = tooltip.save.bind(tooltip);
  tooltip.save = () => {
    const textbox = tooltip.textbox;
    if (textbox && tooltip.root.getAttribute('data-mode') === 'link') {
      const url = textbox.value.trim();
      const range = tooltip.linkRange ?? quill.getSelection(true);
      const embed = toEmbedUrl(url);
      if (embed !== url) {
        const index = range.index + range.length;
        quill.insertEmbed(index, 'video', embed, 'user');
        quill.setSelection(index + 1, 0, 'user');
        delete tooltip.linkRange;
        textbox.value = '';
        tooltip.hide();
        return;
      }
      textbox.value = linkTargetFor(quill.getText(range), url);
    }
    save();
  };
}

/** The editor's HTML, '' when empty. */
function htmlOf(quill: Quill): string {
  const empty = quill.getLength() <= 1 && !quill.root.querySelector('iframe');
  return empty ? '' : breakableSpaces(quill.getSemanticHTML());
}

/**
 * Quill 2.0.3 writes every space as &nbsp;, which would stop long text from wrapping where it is
 * shown. A run keeps its width with one ordinary space at its end.
 */
function breakableSpaces(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => `${'&nbsp;'.repeat(run.length / 6 - 1)} `);
}

/** The snow theme in the app's colours, in light and dark, left to right and right to left. */
function editorSx(theme: Theme, t: (key: string) => string, invalid: boolean) {
  const { palette } = theme.vars ?? theme;
  const border = invalid ? palette.error.main : palette.divider;
  const icon = palette.text.secondary;
  const active = palette.primary.main;
  const text = (key: string) => JSON.stringify(t(key));
  return {
    '& .ql-toolbar.ql-snow': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1,
      p: 1,
      border: `1px solid ${border}`,
      borderTopLeftRadius: 6,
      borderTopRightRadius: 6,
      fontFamily: 'inherit',
    },
    '& .ql-toolbar.ql-snow .ql-formats': { display: 'inline-flex', m: 0, gap: 0.25 },
    '& .ql-toolbar.ql-snow button': {
      float: 'none',
      width: 32,
      height: 32,
      p: '6px',
      borderRadius: 1,
      '&:hover, &:focus-visible, &.ql-active': { bgcolor: theme.alpha(active, 0.12) },
      '&:focus-visible': { outline: `2px solid ${active}`, outlineOffset: 0 },
    },
    '& .ql-snow .ql-stroke': { stroke: icon },
    '& .ql-snow .ql-fill, & .ql-snow .ql-stroke.ql-fill': { fill: icon },
    '& .ql-snow button:hover .ql-stroke, & .ql-snow button:focus-visible .ql-stroke, & .ql-snow button.ql-active .ql-stroke':
      { stroke: active },
    '& .ql-snow button:hover .ql-fill, & .ql-snow button:focus-visible .ql-fill, & .ql-snow button.ql-active .ql-fill':
      { fill: active },
    '& .ql-container.ql-snow': {
      border: `1px solid ${border}`,
      borderBottomLeftRadius: 6,
      borderBottomRightRadius: 6,
      fontFamily: 'inherit',
      fontSize: theme.typography.body1.fontSize,
      color: palette.text.primary,
    },
    '&:focus-within .ql-container.ql-snow, &:focus-within .ql-toolbar.ql-snow': {
      borderColor: invalid ? border : active,
    },
    '& .ql-editor': { minHeight: 180, textAlign: 'start', lineHeight: 1.6 },
    '& .ql-editor.ql-blank::before': {
      color: palette.text.disabled,
      fontStyle: 'normal',
      insetInline: 15,
    },
    // Quill's list markers and quotes are drawn for left to right; logical sides serve both directions.
    '& .ql-editor ol': { paddingLeft: 0, paddingRight: 0, paddingInlineStart: '1.5em' },
    '& .ql-editor li': { paddingLeft: 0, paddingRight: 0, paddingInlineStart: '1.5em' },
    '& .ql-editor li > .ql-ui:before': {
      marginLeft: 0,
      marginRight: 0,
      marginInlineStart: '-1.5em',
      marginInlineEnd: '0.3em',
      textAlign: 'end',
    },
    '& .ql-snow .ql-editor blockquote': {
      borderLeft: 0,
      borderRight: 0,
      borderInlineStart: `4px solid ${palette.divider}`,
      paddingLeft: 0,
      paddingRight: 0,
      paddingInlineStart: '16px',
    },
    '& .ql-snow .ql-editor a': { color: active },
    '& .ql-editor iframe.ql-video': { width: '100%', maxWidth: 560, aspectRatio: '16 / 9', height: 'auto' },
    '& .ql-snow .ql-tooltip': {
      bgcolor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: 1,
      boxShadow: theme.shadows[4],
      zIndex: 2,
      // Narrow editors (phones, long French and Arabic labels): the tooltip wraps instead of overflowing.
      width: 'max-content',
      maxWidth: 'calc(100% - 16px)',
      whiteSpace: 'normal',
    },
    '& .ql-snow .ql-tooltip.ql-editing:not(.ql-hidden)': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      rowGap: 0.5,
    },
    '& .ql-snow .ql-tooltip input[type=text]': {
      bgcolor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: 1,
      width: 170,
      maxWidth: '100%',
      flex: '1 1 120px',
    },
    '& .ql-snow .ql-tooltip a': { color: active },
    '& .ql-snow .ql-tooltip::before': {
      content: text('editor.visitUrl'),
      marginLeft: 0,
      marginRight: 0,
      marginInlineEnd: '8px',
    },
    '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: text('editor.linkPrompt') },
    '& .ql-snow .ql-tooltip a.ql-action::after': {
      content: text('editor.edit'),
      marginLeft: 0,
      marginRight: 0,
      marginInlineStart: '16px',
      paddingLeft: 0,
      paddingRight: 0,
      paddingInlineEnd: '8px',
      borderLeft: 0,
      borderRight: 0,
      borderInlineEnd: `1px solid ${palette.divider}`,
    },
    '& .ql-snow .ql-tooltip a.ql-remove::before': {
      content: text('editor.remove'),
      marginLeft: 0,
      marginRight: 0,
      marginInlineStart: '8px',
    },
    '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': {
      content: text('editor.save'),
      borderInlineEnd: 0,
      paddingInlineEnd: 0,
    },
  };
}
