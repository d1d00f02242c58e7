import { texts } from '@ssm/shared';
import { CenteredLayout } from '@/components/centered-layout';
import { WayBack } from '@/components/way-back';

/** Any address the app does not know. */
export function Component() {
  return (
    <CenteredLayout title={texts.notFound.title}>
      <WayBack toLoginLabel={texts.notFound.backToLogin} />
    </CenteredLayout>
  );
}
