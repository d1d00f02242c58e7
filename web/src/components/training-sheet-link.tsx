import { Button } from '@mantine/core';
import { type CourseCategory, texts } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi, getErrorDetail } from '@/lib/api-client';
import { downloadFrom } from '@/lib/download';
import { notifyError } from '@/lib/notify';

/**
 * Downloads a worker's fișă individuală of one domain (on the profile and on the company's workers
 * page): sealed, or printed for ink signatures when the company keeps its PSI-SU fișe on paper. The link is asked for on click because it lives five minutes; a worker without
 * a signed training in the domain gets the server's explanation.
 */
type TrainingSheetLinkProps = {
  userId: string;
  domain: CourseCategory;
  /** The worker's own words on their profile; Romanian on the firm's pages. */
  label?: string;
  failure?: string;
};

export function TrainingSheetLink({
  userId,
  domain,
  label = texts.trainingSheet.download(domain),
  failure = texts.trainingSheet.downloadFailure,
}: TrainingSheetLinkProps) {
  const download = useMutation({
    mutationFn: () => callApi('worker-training-sheet', { params: { id: userId, domain } }),
    onSuccess: ({ url }) => downloadFrom(url),
    onError: (error) => notifyError(getErrorDetail(error, failure)),
  });
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => download.mutate()}
      loading={download.isPending}
      disabled={download.isPending}
    >
      {label}
    </Button>
  );
}
