import Avatar from '@mui/material/Avatar';
import {
  IconBuildingStore,
  IconCrown,
  IconHeadset,
  IconTool,
  IconUser,
  IconUserQuestion,
  IconWalk,
} from '@tabler/icons-react';
import type { RoleSlug } from '#domain/auth/roles.ts';

// Admin, the agent types, Dealer and Technician each get a distinct icon and colour (spec 2.4).
const ICONS: Record<RoleSlug, { Icon: typeof IconUser; color: string }> = {
  admin: { Icon: IconCrown, color: '#FF4C51' },
  'support-agent': { Icon: IconHeadset, color: '#7367F0' },
  agent: { Icon: IconUser, color: '#00BAD1' },
  'field-agent': { Icon: IconWalk, color: '#00BAD1' },
  technician: { Icon: IconTool, color: '#FF9F43' },
  dealer: { Icon: IconBuildingStore, color: '#28C76F' },
  client: { Icon: IconUserQuestion, color: '#808390' },
};

export function DesignationIcon({ role, size = 38 }: { role: RoleSlug; size?: number }) {
  const { Icon, color } = ICONS[role];
  return (
    <Avatar variant="rounded" sx={{ width: size, height: size, color, bgcolor: `${color}29` }}>
      <Icon size={Math.round(size * 0.58)} aria-hidden />
    </Avatar>
  );
}
