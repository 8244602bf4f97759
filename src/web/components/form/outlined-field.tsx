import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  /** The message under the field; its presence marks the field invalid. */
  error?: string;
}

/**
 * A labelled text input with its message, like TextField but without TextField's select support,
 * which would bring the menu code into the sign-in page.
 */
export function OutlinedField({ label, error, ...input }: OutlinedFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={error ? `${id}-message` : undefined}
        {...input}
      />
      {error && <FormHelperText id={`${id}-message`}>{error}</FormHelperText>}
    </FormControl>
  );
}
