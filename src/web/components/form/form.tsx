import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface FormProps<Values extends FieldValues, Submitted extends FieldValues> {
  /** From `useZodForm`: its fields (FormTextField, SelectField, ...) find it by their name. */
  form: UseFormReturn<Values, unknown, Submitted>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Lets a button outside the form submit it (`<button form={id}>`). */
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A form whose fields read their value and message from it; the browser's own checks are off. */
export function Form<Values extends FieldValues, Submitted extends FieldValues>({
  form,
  onSubmit,
  id,
  sx,
  children,
}: FormProps<Values, Submitted>) {
  return (
    <FormProvider {...form}>
      <Box component="form" id={id} noValidate onSubmit={onSubmit} sx={sx}>
        {children}
      </Box>
    </FormProvider>
  );
}
