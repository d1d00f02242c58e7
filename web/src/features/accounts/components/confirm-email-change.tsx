import { Button, Stack } from '@mantine/core';
import { texts } from '@ssm/shared';
import { ErrorAlert, SuccessAlert } from '@/components/alerts';
import { getErrorDetail } from '@/lib/api-client';
import { useConfirmEmailChange } from '../api/email-change';

/**
 * The confirmation is a button, not the page's loading: a mail filter that opens links to scan
 * them must not confirm an address for the person.
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const confirmChange = useConfirmEmailChange();
  if (confirmChange.isSuccess) return <SuccessAlert>{texts.emailChange.confirmed}</SuccessAlert>;
  return (
    <Stack gap="sm">
      {confirmChange.isError && <ErrorAlert>{getErrorDetail(confirmChange.error)}</ErrorAlert>}
      <Button
        fullWidth
        loading={confirmChange.isPending}
        disabled={confirmChange.isPending}
        onClick={() => confirmChange.mutate(token)}
      >
        {texts.emailChange.confirmSubmit}
      </Button>
    </Stack>
  );
}
