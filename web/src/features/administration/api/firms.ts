import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

/** The super owner's calls: SSM firms, their clients and owners. */
export const firmsQueryOptions = queryOptions({
  queryKey: ['ssm-firms'],
  queryFn: () => callApi('list-firms'),
});

export function useFirms() {
  return useQuery(firmsQueryOptions);
}

export function useFirmClients(firmId: string) {
  return useQuery({
    queryKey: ['ssm-firms', firmId, 'clients'],
    queryFn: () => callApi('firm-clients', { params: { id: firmId } }),
  });
}

export function useFirmOwners(firmId: string) {
  return useQuery({
    queryKey: ['ssm-firms', firmId, 'owners'],
    queryFn: () => callApi('firm-owners', { params: { id: firmId } }),
  });
}

export type CreateFirmInput = ApiInput<'create-firm'>['body'];

export function useCreateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFirmInput) => callApi('create-firm', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firmsQueryOptions.queryKey }),
  });
}

export type AddOwnerInput = ApiInput<'add-owner'>['body'];

export function useAddOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddOwnerInput) => callApi('add-owner', { params: { id: body.firm_id }, body }),
    onSuccess: (_owner, body) =>
      queryClient.invalidateQueries({ queryKey: ['ssm-firms', body.firm_id, 'owners'] }),
  });
}

export function useDeleteOwner(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: string) => callApi('delete-owner', { params: { id: ownerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ssm-firms', firmId, 'owners'] }),
  });
}
