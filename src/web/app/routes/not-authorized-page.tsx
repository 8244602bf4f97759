import { IconLock } from '@tabler/icons-react';
import { MiscPage } from '#web/components/misc/misc-page.tsx';

export function NotAuthorizedPage() {
  return <MiscPage page="notAuthorized" icon={<IconLock size={72} stroke={1.5} />} />;
}
