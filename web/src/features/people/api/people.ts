import type { ImportColumnChoice, RouteId } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiInput, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';

/** The owner's people: the users of a company, one at a time or by file; listed by `useCompanyUsers`. */
export type CreateUserInput = ApiInput<'create-user'>['body'];

export function useCreateUser() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: CreateUserInput) => callApi('create-user', { body }),
    onSuccess: () => invalidateRoutes(['get-company-users']),
  });
}

export function useDeleteUser() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (userId: string) => callApi('delete-user', { params: { userId } }),
    onSettled: () => invalidateRoutes(['get-company-users']),
  });
}

export type UpdateUserInput = { userId: string; body: ApiInput<'update-user'>['body'] };

/** The lists that show a company's people, their names or their counts. */
const PEOPLE_LISTS = [
  'company-users',
  'get-company-users',
  'company-worker-trainings',
  'company-training-status',
  'company-assignments',
  'course-assignments',
] as const satisfies readonly RouteId[];

/** Saves an edit of a person; every list that shows people or their counts is asked for again. */
export function useUpdateUser() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ userId, body }: UpdateUserInput) => callApi('update-user', { params: { userId }, body }),
    onSuccess: () => invalidateRoutes(PEOPLE_LISTS),
  });
}

/** A new temporary password for a person, answered once (docs/security.md, password reset by an owner or admin). */
export function useResetUserPassword() {
  return useMutation({
    mutationFn: (userId: string) => callApi('reset-user-password', { params: { userId } }),
  });
}

/** Lets a person who lost their devices register a new passkey (an owner's act, audited). */
export function useReopenPasskeyRegistration() {
  return useMutation({
    mutationFn: (userId: string) => callApi('reopen-passkey-registration', { params: { userId } }),
  });
}

/** Deactivates or reactivates a person; the lists and counts that show them are asked for again. */
export function useSetUserActive() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ userId, active }: { userId: string; active: boolean }) =>
      callApi('set-user-active', { params: { userId }, body: { active } }),
    // A deactivated person also leaves the company's status counts.
    onSuccess: () => invalidateRoutes([...PEOPLE_LISTS, 'company-training-overview']),
  });
}

/** Ends every session of one of the owner's people (a lost phone, someone who left). */
export function useLogoutUserEverywhere() {
  return useMutation({
    mutationFn: (userId: string) => callApi('logout-user-everywhere', { params: { userId } }),
  });
}

/** The file, its company, and what the owner chose for each column the import did not recognise. */
export type ImportInput = { companyId: string; file: File; columns: Record<string, ImportColumnChoice> };

function toImportForm({ companyId, file, columns }: ImportInput): FormData {
  const form = new FormData();
  form.set('company', companyId);
  form.set('file', file);
  form.set('columns', JSON.stringify(columns));
  return form;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (input: ImportInput) => callApi('preview-user-import', { body: toImportForm(input) }),
  });
}

export function useImportUsers() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (input: ImportInput) => callApi('import-users', { body: toImportForm(input) }),
    onSuccess: () => invalidateRoutes(['get-company-users']),
  });
}
