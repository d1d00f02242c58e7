import { Progress, Stack, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useId } from 'react';

/** The PDF's upload to storage as it goes ('Încărcarea fișierului PDF: {n}%'). */
export function UploadProgress({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" id={labelId}>
        {texts.courseForm.uploadProgress}: {percent}%
      </Text>
      <Progress value={percent} aria-labelledby={labelId} />
    </Stack>
  );
}
