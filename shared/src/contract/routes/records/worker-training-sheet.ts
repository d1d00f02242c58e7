import * as z from 'zod';
import { COURSE_CATEGORIES } from '../../../constants';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const workerTrainingSheetRoute = defineRoute({
  id: 'worker-training-sheet',
  area: 'records',
  method: 'GET',
  path: '/api/users/{id}/training-sheet/{domain}',
  access: ['owner', 'admin', 'employee'],
  // A fișă not rendered for its current content yet is rendered, sealed and stored here.
  needs: { table: 'read', buckets: { courseFiles: 'readwrite' }, seal: 'sign' },
  summary:
    "A short-lived link to a worker's fișă individuală de instruire of one domain (SSM or PSI-SU), with every signed training: sealed, or, for a PSI-SU fișă of a company that keeps them on paper, printed for ink signatures and unsealed; for the worker, their company admin and the firm's owners.",
  params: z.object({
    id: entityId,
    domain: z.enum(COURSE_CATEGORIES, texts.trainingSheet.domainInvalid),
  }),
  // A fișă whose content changed is rendered and sealed here: tens of rows at a time.
  routeClass: 'heavy',
  response: z.object({
    url: z.string(),
    expires_in: z.number().int(),
    /** SHA-256 of everything the fișă prints: the stored file is named by it. */
    content_hash: z.string(),
    trainings: z.number().int(),
    /**
     * The fișă is printed for ink signatures, unsealed (a PSI-SU fișă of a company that keeps them
     * on paper): it is signed by hand and its scan uploaded.
     */
    for_ink_signatures: z.boolean(),
  }),
});
