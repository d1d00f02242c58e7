import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/**
 * A record still being signed, as the PDF it will be printed as (docs/signatures.md, the preview),
 * handed to the viewer as a data address: the server stores nothing, so there is no link to expire.
 */
export function useRecordPreview(documentId: string) {
  return useQuery({
    ...apiQueryOptions('record-preview', { params: { id: documentId } }),
    select: (preview) => ({
      title: preview.file_name.replace(/\.pdf$/, ''),
      file: `data:application/pdf;base64,${preview.pdf_base64}`,
    }),
  });
}
