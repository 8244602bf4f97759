import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';

const Reports = lazy(() => import('#web/features/dashboard/components/reports.tsx'));

/** The Reports screen: the manager dashboard's figures as tables, CSV and print (decision 023). */
export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.reports.title'));
  return (
    <Suspense fallback={<PageLoader />}>
      <Reports />
    </Suspense>
  );
}
