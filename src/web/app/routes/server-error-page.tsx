import { IconServerBolt } from '@tabler/icons-react';
import { MiscPage } from '#web/components/misc/misc-page.tsx';

export function ServerErrorPage() {
  return <MiscPage page="serverError" icon={<IconServerBolt size={72} stroke={1.5} />} />;
}
