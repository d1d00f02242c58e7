import { Button, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';

/** Shown when a page cannot be loaded or crashes, e.g. a stale chunk after a new deployment. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <CenteredLayout title={texts.common.unknownError}>
      <Text>{texts.common.reloadHint}</Text>
      <Button onClick={() => window.location.reload()}>{texts.common.reload}</Button>
    </CenteredLayout>
  );
}
