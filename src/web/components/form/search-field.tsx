import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  label: string;
  /** The search in effect (for example from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, and at once when cleared. */
  onChange: (value: string) => void;
  delay?: number;
}

/** A clearable search box that reports what is typed after a short pause. */
export function SearchField({ label, value, onChange, delay = 300 }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<number | undefined>(undefined);

  // A search changed elsewhere (back, forward, a shared link) replaces what is in the box.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    setCommitted(next);
    if (next !== value) onChange(next);
  };

  return (
    <TextField
      label={label}
      type="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit(next.trim()), delay);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text.trim());
      }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          // Plain boxes rather than InputAdornment, which would split a chunk off the sign-in page.
          startAdornment: (
            <Box component="span" sx={{ display: 'inline-flex', marginInlineEnd: 1, color: 'action.active' }}>
              <IconSearch size={18} aria-hidden />
            </Box>
          ),
          endAdornment: text ? (
            <Box component="span" sx={{ display: 'inline-flex', marginInlineEnd: -1 }}>
              <IconButton
                edge="end"
                size="small"
                aria-label={t('common.clearSearch')}
                onClick={() => {
                  setText('');
                  commit('');
                }}
              >
                <IconX size={18} />
              </IconButton>
            </Box>
          ) : undefined,
        },
      }}
      sx={{ '& input[type=search]::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
