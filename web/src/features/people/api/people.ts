import type { ImportColumnChoice, RouteId } from '@ssm/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiInput, type ApiResponse, callApi } from '@/lib/api-client';
import { useInvalidateRoutes } from '@/lib/api-query';
import { downloadBase64 } from '@/lib/download';
import { type RowRange, splitIntoBatches } from '../lib/import-batches';

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
  // A person's direct manager decides who signs their records (docs/domain.md, signers per phase).
  'missing-signer',
  'pending-manager',
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

/** One run of an import: its batches and the id the server marks the people it creates with. */
type ImportRun = { batch: RowRange; session: string };

function toImportForm({ companyId, file, columns }: ImportInput, run?: ImportRun): FormData {
  const form = new FormData();
  form.set('company', companyId);
  form.set('file', file);
  form.set('columns', JSON.stringify(columns));
  if (run) {
    form.set('from_row', String(run.batch.from));
    form.set('to_row', String(run.batch.to));
    form.set('import_session', run.session);
  }
  return form;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: (input: ImportInput) => callApi('preview-user-import', { body: toImportForm(input) }),
  });
}

/** People just given temporary passwords, as the access sheet prints them. */
export type AccessSheetInput = ApiInput<'access-sheet'>['body'];

/** Asks for the access sheet (docs/product.md, user import) and hands the PDF to the browser. */
export function useDownloadAccessSheet() {
  return useMutation({
    mutationFn: async (body: AccessSheetInput) => {
      const sheet = await callApi('access-sheet', { body });
      downloadBase64(sheet.file_name, sheet.pdf_base64, 'application/pdf');
    },
  });
}

export type ImportBatchAnswer = ApiResponse<'import-users'>;

/**
 * Where a batched import stands: the answers of the batches done, and why it stopped if it did.
 * `session` names the run, so a batch sent again after its answer was lost gets back the
 * temporary passwords of the people it had created (docs/product.md, user import).
 */
export type BatchedImport = {
  phase: 'idle' | 'running' | 'done' | 'stopped';
  session: string;
  batches: RowRange[];
  answers: ImportBatchAnswer[];
  error: unknown;
};

const IDLE: BatchedImport = { phase: 'idle', session: '', batches: [], answers: [], error: null };

/**
 * Imports the file's new rows a batch after another (lib/import-batches.ts), the state after each
 * for the progress; a batch that fails stops the import, and `resume` goes on from it (the server
 * skips whoever an earlier try created).
 */
export function useImportUsersInBatches() {
  const invalidateRoutes = useInvalidateRoutes();
  const [state, setState] = useState<BatchedImport>(IDLE);

  const runFrom = async (
    input: ImportInput,
    session: string,
    batches: RowRange[],
    answers: ImportBatchAnswer[],
  ) => {
    const done = [...answers];
    setState({ phase: 'running', session, batches, answers: done, error: null });
    for (const batch of batches.slice(done.length)) {
      try {
        done.push(await callApi('import-users', { body: toImportForm(input, { batch, session }) }));
      } catch (error) {
        setState({ phase: 'stopped', session, batches, answers: done, error });
        invalidateRoutes(['get-company-users']);
        return;
      }
      setState({ phase: 'running', session, batches, answers: [...done], error: null });
    }
    setState({ phase: 'done', session, batches, answers: done, error: null });
    invalidateRoutes(['get-company-users']);
  };

  return {
    state,
    start: (input: ImportInput, newRows: readonly number[]) =>
      runFrom(input, crypto.randomUUID(), splitIntoBatches(newRows), []),
    resume: (input: ImportInput) => runFrom(input, state.session, state.batches, state.answers),
    reset: () => setState(IDLE),
  };
}
