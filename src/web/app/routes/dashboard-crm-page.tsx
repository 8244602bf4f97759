import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '#web/components/misc/page-loader.tsx';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';
import { useDashboard } from '#web/features/dashboard/api/get-dashboard.ts';
import { ComplaintsCard } from '#web/features/dashboard/components/complaints-card.tsx';
import { MyDashboard } from '#web/features/dashboard/components/my-dashboard.tsx';
import { StaffByDesignationCard, StaffTotalCard } from '#web/features/dashboard/components/staff-card.tsx';
import { MaintenanceCard } from '#web/features/settings/components/maintenance-card.tsx';
import { VisitSettingsCard } from '#web/features/visits/components/visit-settings-card.tsx';
import { paths } from '#web/lib/paths.ts';

// The charts library comes with the manager's dashboard only (decision 023).
const CrmDashboard = lazy(() => import('#web/features/dashboard/components/crm-dashboard.tsx'));

/** Managers (who read Reports) get the service dashboard; the other staff their own day. */
export function DashboardCrmPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { data: session } = useSession();
  const ability = useAbility();
  const manager = ability.can('read', 'Reports');

  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Card>
          <CardContent>
            <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
              {t('dashboard.welcome', { name: session?.user.name ?? '' })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.summary')}</Typography>
          </CardContent>
        </Card>
      </Grid>
      {manager ? (
        <ManagerFigures />
      ) : (
        <Grid size={12}>
          <MyDashboard />
        </Grid>
      )}
    </Grid>
  );
}

/** The figures the spec's dashboard shows (complaints per status, staff), then the service dashboard. */
function ManagerFigures() {
  const ability = useAbility();
  const dashboard = useDashboard();
  return (
    <>
      {dashboard.error && (
        <Grid size={12}>
          <Alert severity="error">{dashboard.error.message}</Alert>
        </Grid>
      )}
      <Grid size={12}>
        <ComplaintsCard figures={dashboard.data} />
      </Grid>
      <Grid size={12}>
        <Suspense fallback={<PageLoader />}>
          <CrmDashboard reportsPath={paths.reports} />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <StaffTotalCard figures={dashboard.data} />
        {ability.can('manage', 'Settings') && <MaintenanceCard />}
        {ability.can('manage', 'Settings') && <VisitSettingsCard />}
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <StaffByDesignationCard figures={dashboard.data} />
      </Grid>
    </>
  );
}
