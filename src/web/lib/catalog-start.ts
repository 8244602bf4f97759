// Decision 062: the sections of the English catalog that the signed-in layout and the complaint
// lists use (beside those the sign-in page has already, i18n.ts's SIGN_IN_ENGLISH). The app loads
// them at start; every other page waits for the rest (catalog-rest.ts) with its code (router.tsx).
// `catalog-sections.test.tsx` finds the sections the lists can reach and checks this list against them.
import {
  action,
  complaints,
  customerHistory,
  dashboard,
  designation,
  flags,
  live,
  nav,
  network,
  pages,
  priority,
  sla,
  status,
  userMenu,
  warranty,
  workspace,
} from '#domain/i18n/en.json?start';

export default {
  action,
  complaints,
  customerHistory,
  dashboard,
  designation,
  flags,
  live,
  nav,
  network,
  pages,
  priority,
  sla,
  status,
  userMenu,
  warranty,
  workspace,
};
