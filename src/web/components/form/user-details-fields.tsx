import { useTranslation } from 'react-i18next';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { STAFF_DESIGNATIONS } from '#domain/users/user.schemas.ts';
import { CityField } from './city-field.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SelectField } from './select-field.tsx';

const PROVINCE_OPTIONS = PROVINCE_NAMES.map((value) => ({ value, label: value }));

interface UserDetailsFieldsProps {
  /** A new account chooses its username; it cannot be changed later. */
  username?: boolean;
  /** Staff forms set the designation; one's own account cannot. */
  designation?: boolean;
  /** One's own account: the browser may fill in the person's details. */
  ownAccount?: boolean;
  /** The address takes a whole row of a two-column form. */
  wideAddress?: boolean;
}

/**
 * A person's details, as the Add User form, the Edit User dialog and the account tab ask them
 * (spec 2.4): name, e-mail, phone, address, province and city, in the surrounding `Form`.
 */
export function UserDetailsFields({
  username,
  designation,
  ownAccount,
  wideAddress,
}: UserDetailsFieldsProps) {
  const { t } = useTranslation();
  const autoComplete = (own: string) => (ownAccount ? own : 'off');
  return (
    <>
      <FormTextField
        name="name"
        label={t('users.fields.name')}
        required
        autoComplete={autoComplete('name')}
      />
      {username && (
        <FormTextField name="username" label={t('users.fields.username')} required autoComplete="off" />
      )}
      <FormTextField
        name="email"
        type="email"
        label={t('users.fields.email')}
        required
        autoComplete={autoComplete('email')}
      />
      <FormTextField
        name="phone"
        type="tel"
        label={t('users.fields.phone')}
        required
        autoComplete={autoComplete('tel')}
      />
      <FormTextField
        name="address"
        label={t('users.fields.address')}
        required
        autoComplete={autoComplete('street-address')}
        sx={wideAddress ? { gridColumn: { md: '1 / -1' } } : undefined}
      />
      {designation && (
        <SelectField
          name="designation"
          label={t('users.fields.designation')}
          options={STAFF_DESIGNATIONS.map((value) => ({ value, label: t(`designation.${value}`) }))}
          required
        />
      )}
      <SelectField name="province" label={t('users.fields.province')} options={PROVINCE_OPTIONS} required />
      <CityField
        name="city"
        provinceField="province"
        label={t('users.fields.city')}
        chooseProvinceFirst={t('users.form.chooseProvinceFirst')}
        required
      />
    </>
  );
}
