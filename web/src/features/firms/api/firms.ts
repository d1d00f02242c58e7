import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

/** The super owner's calls: SSM firms, their clients and owners. */
export function useFirms() {
  return useQuery(apiQueryOptions('list-firms'));
}

export function useFirmClients(firmId: string) {
  return useQuery(apiQueryOptions('firm-clients', { params: { id: firmId } }));
}

export function useFirmOwners(firmId: string) {
  return useQuery(apiQueryOptions('firm-owners', { params: { id: firmId } }));
}

export type CreateFirmInput = ApiInput<'create-firm'>['body'];

export function useCreateFirm() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: CreateFirmInput) => callApi('create-firm', { body }),
    onSuccess: () => invalidateRoutes(['list-firms']),
  });
}

export type CreateOwnerInput = ApiInput<'add-owner'>['body'];

export function useCreateOwner() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: CreateOwnerInput) => callApi('add-owner', { params: { id: body.firm_id }, body }),
    onSuccess: () => invalidateRoutes(['firm-owners']),
  });
}

export function useDeleteOwner() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (ownerId: string) => callApi('delete-owner', { params: { id: ownerId } }),
    onSettled: () => invalidateRoutes(['firm-owners']),
  });
}
