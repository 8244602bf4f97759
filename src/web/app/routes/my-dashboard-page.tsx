import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { MyDashboard } from '#web/features/dashboard/components/my-dashboard.tsx';

/** Everyone's own dashboard: their work, or their dealership's (decision 023). */
export function MyDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.myDashboard'));
  return <MyDashboard />;
}
