import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useWatch } from 'react-hook-form';
import { citiesOf } from '#domain/geo/provinces.ts';
import { fieldMessage } from '#web/lib/form-errors.ts';

interface CityFieldProps {
  /** The field of the surrounding `Form`. */
  name: string;
  label: string;
  /** The field holding the chosen province: its cities are the suggestions. */
  provinceField: string;
  /** Only a city of the province may be chosen; otherwise any town may be typed (spec 2.4). */
  strict?: boolean;
  required?: boolean;
  /** What the field says while no province is chosen. */
  chooseProvinceFirst: string;
  /** What the list says when the province has no city that matches (strict only). */
  noCities?: string;
}

/** City with the chosen province's cities as suggestions, filtered as the user types. */
export function CityField({
  name,
  label,
  provinceField,
  strict = false,
  required,
  chooseProvinceFirst,
  noCities,
}: CityFieldProps) {
  const { field, fieldState } = useController({ name });
  const province: string = useWatch({ name: provinceField }) ?? '';
  const message = fieldMessage(fieldState.error?.message);
  const input = (params: object, hint?: string) => (
    <TextField
      {...params}
      required={required}
      name={field.name}
      inputRef={field.ref}
      label={label}
      error={Boolean(message)}
      helperText={message ?? hint}
    />
  );
  if (strict)
    return (
      <Autocomplete
        options={citiesOf(province)}
        value={field.value || null}
        onChange={(_, value) => field.onChange(value ?? '')}
        onBlur={field.onBlur}
        noOptionsText={province ? noCities : chooseProvinceFirst}
        renderInput={(params) => input(params)}
      />
    );
  return (
    <Autocomplete
      freeSolo
      options={citiesOf(province) as string[]}
      value={field.value ?? ''}
      inputValue={field.value ?? ''}
      onInputChange={(_, value) => field.onChange(value)}
      onChange={(_, value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => input(params, province ? undefined : chooseProvinceFirst)}
    />
  );
}
