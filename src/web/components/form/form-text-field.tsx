import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormContext, useFormState } from 'react-hook-form';
import { fieldMessage } from '#web/lib/form-errors.ts';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'error'> & {
  /** The field of the surrounding `Form`. */
  name: string;
  /** Shown under the field while it has no message. */
  hint?: string;
};

/** A text field of the surrounding `Form`, by name, with the field's message (translated) under it. */
export function FormTextField({ name, hint, ...props }: FormTextFieldProps) {
  const { register, getFieldState } = useFormContext();
  const { error } = getFieldState(name, useFormState({ name }));
  const { ref, ...field } = register(name);
  const message = fieldMessage(error?.message);
  return (
    <TextField {...props} {...field} inputRef={ref} error={Boolean(message)} helperText={message ?? hint} />
  );
}
