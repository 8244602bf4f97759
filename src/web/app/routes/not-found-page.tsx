import { IconError404 } from '@tabler/icons-react';
import { MiscPage } from '#web/components/misc/misc-page.tsx';

export function NotFoundPage() {
  return <MiscPage page="notFound" icon={<IconError404 size={72} stroke={1.5} />} />;
}
