import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardReply } from '#domain/dashboard/dashboard.schemas.ts';
import { DesignationIcon } from '#web/components/data-display/designation-icon.tsx';

export function StaffTotalCard({ figures }: { figures: DashboardReply | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'rgba(115, 103, 240, 0.16)', color: 'primary.main', width: 48, height: 48 }}
        >
          <IconUsers size={26} />
        </Avatar>
        <Box>
          <Typography variant="h4" component="p">
            {figures ? figures.staff.total.toLocaleString(i18n.language) : <Skeleton width={48} />}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.staffTotal')}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export function StaffByDesignationCard({ figures }: { figures: DashboardReply | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('dashboard.byDesignation')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 2 }}>
        {(figures?.staff.byDesignation ?? Array.from({ length: 6 }, () => null)).map((row, index) => (
          <Box key={row?.role ?? index} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            {row ? (
              <DesignationIcon role={row.role} />
            ) : (
              <Skeleton variant="rounded" width={38} height={38} />
            )}
            <Typography sx={{ flex: 1 }}>
              {row ? t(`designation.${row.designation}`) : <Skeleton width="50%" />}
            </Typography>
            <Typography sx={{ fontWeight: 500 }}>
              {row ? row.count.toLocaleString(i18n.language) : <Skeleton width={24} />}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
