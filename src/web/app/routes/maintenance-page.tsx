import { IconTool } from '@tabler/icons-react';
import { MiscPage } from '#web/components/misc/misc-page.tsx';

export function MaintenancePage() {
  return <MiscPage page="maintenance" icon={<IconTool size={72} stroke={1.5} />} showHomeLink={false} />;
}
