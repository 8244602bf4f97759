import { IconRocket } from '@tabler/icons-react';
import { MiscPage } from '#web/components/misc/misc-page.tsx';

export function ComingSoonPage() {
  return <MiscPage page="comingSoon" icon={<IconRocket size={72} stroke={1.5} />} />;
}
