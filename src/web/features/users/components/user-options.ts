import type { TFunction } from 'i18next';
import { PROVINCE_NAMES } from '#domain/geo/provinces.ts';
import { STAFF_DESIGNATIONS } from '#domain/users/user.schemas.ts';

export const designationOptions = (t: TFunction) =>
  STAFF_DESIGNATIONS.map((value) => ({ value, label: t(`designation.${value}`) }));

export const provinceOptions = PROVINCE_NAMES.map((value) => ({ value, label: value }));
