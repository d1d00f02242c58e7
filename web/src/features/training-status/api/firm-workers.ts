import type { FirmWorkersQuery } from '@ssm/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { downloadCsv } from '@/lib/download';

export type FirmWorkers = ApiResponse<'firm-workers'>;
export type FirmWorker = FirmWorkers['workers'][number];

/** A page of the firm's workers of the filter; the previous page stays shown while the next loads. */
export function useFirmWorkers(query: FirmWorkersQuery) {
  return useQuery({ ...apiQueryOptions('firm-workers', { query }), placeholderData: keepPreviousData });
}

/** The filter's workers, every page, as the server's CSV file. */
export function useExportFirmWorkers() {
  return useMutation({
    mutationFn: async (query: Omit<FirmWorkersQuery, 'page'>) => {
      const file = await callApi('firm-workers-export', { query });
      downloadCsv(file.file_name, file.csv);
    },
  });
}
