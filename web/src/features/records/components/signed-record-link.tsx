import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callApi, getErrorDetail } from '@/lib/api-client';
import { downloadFrom } from '@/lib/download';
import { notifyError } from '@/lib/notify';
import { useScreenLanguage } from '@/lib/screen-language';

/**
 * The record carries its progress record's id. The link is asked for on click because it lives
 * five minutes; before the last signature the server answers 409 and its explanation is shown.
 */
export function SignedRecordLink({ progressId }: { progressId: string }) {
  const { texts } = useScreenLanguage();
  const download = useMutation({
    mutationFn: () => callApi('signed-record', { params: { id: progressId } }),
    onSuccess: ({ url }) => downloadFrom(url),
    onError: (error) => notifyError(getErrorDetail(error)),
  });
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => download.mutate()}
      loading={download.isPending}
      disabled={download.isPending}
    >
      {texts.profile.downloadRecord}
    </Button>
  );
}
