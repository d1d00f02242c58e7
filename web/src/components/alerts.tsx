import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failure the page states where it happened, announced to screen readers at once. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" role="alert">
      {children}
    </Alert>
  );
}

/** What just succeeded, announced politely; `title` heads a longer message. */
export function SuccessAlert({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Alert color="green" role="status" title={title}>
      {children}
    </Alert>
  );
}
