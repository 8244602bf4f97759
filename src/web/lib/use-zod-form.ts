import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './form-errors.ts';

/**
 * The one way to make a form: react-hook-form checked by the endpoint's own zod schema (the
 * server checks the same one). `Values` is what the fields hold, which may be looser than the
 * schema's input (an empty select before a choice); the schema's output is what is submitted.
 * `applyServerErrors(error)` puts a 422 answer's messages on the form's fields and returns what is
 * left for a banner.
 */
export function useZodForm<
  Schema extends z.ZodType<FieldValues, FieldValues>,
  Values extends FieldValues = z.input<Schema>,
>(schema: Schema, options: Omit<UseFormProps<Values, unknown, z.output<Schema>>, 'resolver'> = {}) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    ...options,
    // The resolver reports values the schema refuses as field errors, so looser values are safe.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>,
  });
  const { getValues, setError } = form;
  const placeServerErrors = useCallback(
    (error: Error) => applyServerErrors(error, setError, Object.keys(getValues())),
    [getValues, setError],
  );
  return { ...form, applyServerErrors: placeServerErrors };
}

/**
 * A schema's input whose select fields hold plain text until the schema checks them: empty before
 * a choice, or a stored value read back from the server.
 */
export type WithSelects<Input, Selects extends keyof Input> = Omit<Input, Selects> & {
  [Field in Selects]: string;
};
