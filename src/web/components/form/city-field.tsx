import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { citiesOf } from '#domain/geo/provinces.ts';
import { fieldMessage } from '#web/lib/form-errors.ts';

interface CityFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The chosen province: its cities are the suggestions. */
  province: string;
  required?: boolean;
}

/** City as free text with suggestions from the province, filtered as the user types (spec 2.4). */
export function CityField<T extends FieldValues>({
  control,
  name,
  label,
  province,
  required,
}: CityFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={citiesOf(province) as string[]}
          value={field.value ?? ''}
          inputValue={field.value ?? ''}
          onInputChange={(_, value) => field.onChange(value)}
          onChange={(_, value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              required={required}
              name={field.name}
              inputRef={field.ref}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={
                fieldMessage(fieldState.error?.message) ??
                (province ? undefined : t('users.form.chooseProvinceFirst'))
              }
            />
          )}
        />
      )}
    />
  );
}
