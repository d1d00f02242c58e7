import type { FirmWorkersExportQuery, FirmWorkersQuery } from '@ssm/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { downloadBase64, downloadCsv } from '@/lib/download';

export type FirmWorkers = ApiResponse<'firm-workers'>;
export type FirmWorker = FirmWorkers['workers'][number];

/** A page of the firm's workers of the filter; the previous page stays shown while the next loads. */
export function useFirmWorkers(query: FirmWorkersQuery) {
  return useQuery({ ...apiQueryOptions('firm-workers', { query }), placeholderData: keepPreviousData });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The filter's workers, every page, as the server's CSV or XLSX file. */
export function useExportFirmWorkers() {
  return useMutation({
    mutationFn: async (query: FirmWorkersExportQuery) => {
      const file = await callApi('firm-workers-export', { query });
      if ('csv' in file) downloadCsv(file.file_name, file.csv);
      else downloadBase64(file.file_name, file.xlsx_base64, XLSX_TYPE);
    },
  });
}
