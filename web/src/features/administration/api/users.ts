import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';

/** The owner's people: the users of a company, one at a time or by file. */
export function companyUsersQueryKey(companyId: string) {
  return ['company-users', companyId] as const;
}

export function useCompanyUsers(companyId: string | null) {
  return useQuery({
    queryKey: companyUsersQueryKey(companyId ?? ''),
    queryFn: () => callApi('get-company-users', { params: { id: companyId ?? '' } }),
    enabled: companyId !== null,
  });
}

export type CreateUserInput = ApiInput<'create-user'>['body'];

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => callApi('create-user', { body }),
    onSuccess: (user) => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(user.company) }),
  });
}

export function useDeleteUser(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi('delete-user', { params: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId ?? '') }),
  });
}

function toImportForm(companyId: string, file: File): FormData {
  const form = new FormData();
  form.set('company', companyId);
  form.set('file', file);
  return form;
}

export type ImportInput = { companyId: string; file: File };

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ companyId, file }: ImportInput) =>
      callApi('preview-user-import', { body: toImportForm(companyId, file) }),
  });
}

export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, file }: ImportInput) =>
      callApi('import-users', { body: toImportForm(companyId, file) }),
    onSuccess: (_result, { companyId }) =>
      queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) }),
  });
}
