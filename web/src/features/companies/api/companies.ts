import type { CompanyRegisterQuery } from '@ssm/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { apiQueryOptions, useInvalidateRoutes } from '@/lib/api-query';

/** The owner's calls on their client companies; the list itself is read by `useCompanies`. */
export type CreateCompanyInput = ApiInput<'create-company'>['body'];
export type UpdateCompanyInput = ApiInput<'update-company'>['body'];
export type RegisterCompany = ApiResponse<'company-register'>['companies'][number];

/** What changes with a company: every list that names companies or counts their workers. */
const COMPANY_LISTS = [
  'list-companies',
  'company-register',
  'company-training-status',
  'firm-workers',
] as const;

/** A page of the register; the page shown stays while the next one loads. */
export function useCompanyRegister(query: CompanyRegisterQuery) {
  return useQuery({ ...apiQueryOptions('company-register', { query }), placeholderData: keepPreviousData });
}

export function useCreateCompany() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: (body: CreateCompanyInput) => callApi('create-company', { body }),
    onSuccess: () => invalidateRoutes([...COMPANY_LISTS]),
  });
}

export function useUpdateCompany() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCompanyInput }) =>
      callApi('update-company', { params: { id }, body }),
    onSettled: () => invalidateRoutes([...COMPANY_LISTS]),
  });
}

/** Archives (`archive: true`) or restores the company. */
export function useArchiveCompany() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ id, archive }: { id: string; archive: boolean }) =>
      callApi(archive ? 'archive-company' : 'restore-company', { params: { id } }),
    onSettled: () => invalidateRoutes([...COMPANY_LISTS]),
  });
}

/** Deletes the company; `confirmName` is the name the owner typed, which the server compares too. */
export function useDeleteCompany() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      callApi('delete-company', { params: { id }, body: { confirm_name: confirmName } }),
    onSettled: () => invalidateRoutes([...COMPANY_LISTS]),
  });
}

export type BulkAssignInput = { courseId: string; body: ApiInput<'assign-course-to-companies'>['body'] };

/** A course for many companies: a dry run for the counts, then the assignment itself. */
export function useAssignCourseToCompanies() {
  const invalidateRoutes = useInvalidateRoutes();
  return useMutation({
    mutationFn: ({ courseId, body }: BulkAssignInput) =>
      callApi('assign-course-to-companies', { params: { courseId }, body }),
    onSuccess: (_answer, { body }) => {
      if (!body.dry_run)
        invalidateRoutes(['company-assignments', 'course-assignments', 'company-training-status']);
    },
  });
}
