import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { fieldMessage } from '#web/lib/form-errors.ts';

interface SelectFieldProps {
  /** The field of the surrounding `Form`. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  /** Runs after the field takes the chosen value. */
  onChosen?: (value: string) => void;
}

/** A select of the surrounding `Form`, by name, with its label and the field's (translated) message. */
export function SelectField({ name, label, options, required, disabled, onChosen }: SelectFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      select
      required={required}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(event) => {
        field.onChange(event);
        onChosen?.(event.target.value);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldMessage(fieldState.error?.message)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
