import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { fieldMessage } from '#web/lib/form-errors.ts';

/**
 * A list of names typed or picked as chips (a staff member's service areas or skills):
 * Enter or a pick adds one, a chip's cross removes it.
 */
export function NameChipsField({
  name,
  label,
  hint,
  options,
}: {
  name: 'serviceAreas' | 'skills';
  label: string;
  hint: string;
  options: readonly string[];
}) {
  const { control } = useFormContext<Record<typeof name, string[]>>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          options={options}
          value={field.value ?? []}
          onChange={(_, value) => field.onChange(value.map((item) => item.trim()).filter(Boolean))}
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...chip } = getItemProps({ index });
              return <Chip key={key} size="small" label={value} {...chip} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={name}
              label={label}
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error?.message) ?? hint}
            />
          )}
        />
      )}
    />
  );
}
