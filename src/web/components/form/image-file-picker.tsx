import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { MAX_UPLOAD_BYTES } from '#domain/complaints/collaboration.schemas.ts';

/** Whether a chosen file is over the upload limit: it is refused before anything is sent (spec 5). */
export function isTooLarge(file: File): boolean {
  return file.size >= MAX_UPLOAD_BYTES;
}

interface ImageFilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** While true the field is disabled and the upload's progress shows. */
  uploading: boolean;
  /** The upload's progress, from 0 to 1. */
  progress: number;
  /** Lets the caller clear the field once the files are sent. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Each screen's own wording. */
  texts: {
    choose: string;
    noFiles: string;
    filesChosen: (count: number) => string;
    tooLarge: string;
    progress: string;
  };
  /** Placed after the chosen-files text on the same line, e.g. the submit button. */
  action?: ReactNode;
  /** Shown under that line, above the size error, e.g. the list of chosen files. */
  children?: ReactNode;
}

/**
 * The image field of an upload form: a button that opens the file chooser (several images at
 * once), how many are chosen, the error when one is over the limit and the upload's progress.
 */
export function ImageFilePicker({
  files,
  onChange,
  uploading,
  progress,
  inputRef,
  texts,
  action,
  children,
}: ImageFilePickerProps) {
  const inputId = useId();
  const tooLarge = files.some(isTooLarge);
  const percent = Math.round(progress * 100);

  const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(Array.from(event.target.files ?? []));

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* A real button opens the hidden input: a button-styled label around it is a nested control (axe). */}
        <Button
          variant="outlined"
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
          aria-describedby={tooLarge ? `${inputId}-error` : undefined}
        >
          {texts.choose}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={choose}
          disabled={uploading}
          tabIndex={-1}
          aria-label={texts.choose}
          aria-invalid={tooLarge}
          style={visuallyHidden}
        />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            minWidth: 0,
            overflowWrap: 'anywhere',
            // Beside an action the text takes the room between them, and wraps under when narrow.
            ...(action ? { flex: '1 1 140px' } : {}),
          }}
        >
          {files.length === 0 ? texts.noFiles : texts.filesChosen(files.length)}
        </Typography>
        {action}
      </Box>
      {children}
      {tooLarge && (
        <Typography id={`${inputId}-error`} role="alert" variant="body2" sx={{ color: 'error.main' }}>
          {texts.tooLarge}
        </Typography>
      )}
      {uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={texts.progress}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
            {percent}%
          </Typography>
        </Box>
      )}
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
