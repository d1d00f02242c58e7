import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';

export type Verification = ApiResponse<'verify-signature'>;

/** Checks a signature hash: who signed what and when, or that it matches no intact record. */
export function useVerifySignature() {
  return useMutation({ mutationFn: (hash: string) => callApi('verify-signature', { query: { hash } }) });
}

export type PdfVerification = ApiResponse<'verify-pdf'>;

/** Sends a PDF to be checked: its embedded seal, then the signed record behind it. */
export function useVerifyPdf() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return callApi('verify-pdf', { body: form });
    },
  });
}
