import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { IconCheck, IconCircleHalf2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIONS, SUBJECTS, type Action, type AppAbility, type Subject } from '#domain/auth/permissions.ts';
import { useDocumentTitle } from '#web/components/misc/use-document-title.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useAbility } from '#web/features/auth/api/use-ability.ts';

const SHOWN_ACTIONS = ACTIONS.filter((action) => action !== 'manage');
const SHOWN_SUBJECTS = SUBJECTS.filter((subject) => subject !== 'all');

type Allowance = 'allowed' | 'conditional' | 'notAllowed';

function allowance(ability: AppAbility, action: Action, subject: Subject): Allowance {
  if (!ability.can(action, subject)) return 'notAllowed';
  // A rule with conditions allows only some records (own comments, assigned complaints...).
  return ability.rulesFor(action, subject).some((rule) => !rule.inverted && !rule.conditions)
    ? 'allowed'
    : 'conditional';
}

const MARKS: Record<Allowance, { Icon: typeof IconCheck; color: string }> = {
  allowed: { Icon: IconCheck, color: 'success.main' },
  conditional: { Icon: IconCircleHalf2, color: 'warning.main' },
  notAllowed: { Icon: IconX, color: 'text.disabled' },
};

/** What the signed-in user may do (route meta: read on AclDemo). */
export function AccessControlPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accessControl.title'));
  const ability = useAbility();
  const { data: session } = useSession();
  const label = (value: Allowance) => t(`accessControl.${value}`);

  return (
    <Card>
      <CardHeader
        title={t('accessControl.title')}
        subheader={t('accessControl.subtitle', {
          app: t('app.title'),
          designation: session ? t(`designation.${session.user.designation}`) : '',
        })}
        slotProps={{ title: { variant: 'h5', component: 'h1' } }}
      />
      <TableContainer>
        <Table size="small" aria-label={t('accessControl.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('accessControl.subject')}</TableCell>
              {SHOWN_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {t(`action.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {SHOWN_SUBJECTS.map((subject) => (
              <TableRow key={subject} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {t(`subject.${subject}`)}
                </TableCell>
                {SHOWN_ACTIONS.map((action) => {
                  const value = allowance(ability, action, subject);
                  const { Icon, color } = MARKS[value];
                  return (
                    <TableCell key={action} align="center">
                      <Tooltip title={label(value)}>
                        <Box
                          component="span"
                          role="img"
                          aria-label={label(value)}
                          sx={{ color, display: 'inline-flex' }}
                        >
                          <Icon size={20} />
                        </Box>
                      </Tooltip>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
