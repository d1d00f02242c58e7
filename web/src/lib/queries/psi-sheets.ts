import { type SheetScanContentType, texts } from '@ssm/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';
import { uploadToPresignedUrl } from '@/lib/presigned-upload';

/** How a company keeps its PSI-SU fișe, and the scans of a worker's hand-signed one. */
export type PsiSheetSettings = ApiResponse<'psi-sheet-mode'>;
export type SheetScan = ApiResponse<'sheet-scans'>['scans'][number];

export function usePsiSheetSettings(companyId: string) {
  return useQuery(apiQueryOptions('psi-sheet-mode', { params: { id: companyId } }));
}

export function useUpdatePsiSheetMode(companyId: string) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: { mode: PsiSheetSettings['mode']; risk_accepted: boolean }) =>
      callApi('update-psi-sheet-mode', { params: { id: companyId }, body }),
    onSettled: () => invalidateRoutes(['psi-sheet-mode']),
  });
}

export function useSheetScans(workerId: string) {
  return useQuery(apiQueryOptions('sheet-scans', { params: { id: workerId } }));
}

/** The browser's type of a chosen file, when it is one a scan may be; the server checks the bytes. */
export function scanContentTypeOf(file: File): SheetScanContentType | null {
  const types: Record<string, SheetScanContentType> = {
    'application/pdf': 'application/pdf',
    'image/jpeg': 'image/jpeg',
    'image/png': 'image/png',
  };
  return types[file.type] ?? null;
}

/** Uploads the scan to its presigned URL, then asks the server to check and keep it. */
export function useAddSheetScan(workerId: string) {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: async (file: File) => {
      const contentType = scanContentTypeOf(file);
      if (!contentType) throw new Error(texts.psiSheets.wrongType);
      const target = await callApi('sheet-scan-upload-url', {
        params: { id: workerId },
        body: { content_length: file.size, content_type: contentType },
      });
      await uploadToPresignedUrl({ target, file, onProgress: () => undefined });
      return callApi('add-sheet-scan', { params: { id: workerId }, body: { upload_id: target.upload_id } });
    },
    onSettled: () => invalidateRoutes(['sheet-scans']),
  });
}
