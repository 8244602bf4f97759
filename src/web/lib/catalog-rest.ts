// Decision 062: the sections of the English catalog that only pages other than the complaint lists
// use; router.tsx loads them beside such a page's code (see catalog-start.ts).
import {
  accessControl,
  account,
  autoAssign,
  collaboration,
  dealers,
  editor,
  emailChange,
  paymentProofs,
  products,
  roles,
  subject,
  timeline,
  users,
  visits,
} from '#domain/i18n/en.json?rest';

export default {
  accessControl,
  account,
  autoAssign,
  collaboration,
  dealers,
  editor,
  emailChange,
  paymentProofs,
  products,
  roles,
  subject,
  timeline,
  users,
  visits,
};
