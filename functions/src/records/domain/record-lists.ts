import { texts } from '@ssm/shared';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import type { PageRequest } from '../../platform/table';
import {
  type DocumentPage,
  listCompanyDocuments,
  listDocumentsAwaitingAdmin,
  listDocumentsAwaitingOwner,
  type TrainingDocument,
} from '../data/records';

/*
 * The dashboards' lists (docs/product.md, the dashboards): documents waiting for the admin or the
 * owner, and the admin's table of the company's trainings. Each is one Query of an index (the
 * documents carry the names and course they show), paged with `limit` and `cursor` when the
 * caller asks (docs/api.md, paged lists).
 */

/** A pending document as the spec shows it: the trainee's names and the course, under `progress`. */
function toPendingDocument(document: TrainingDocument) {
  const { record } = document;
  return {
    id: document.id,
    status: document.status,
    company: { id: record.company.id, name: record.company.name },
    created_at: document.created_at,
    progress: {
      id: document.id,
      user: {
        id: record.trainee.id,
        username: record.trainee.username,
        first_name: record.trainee.first_name,
        last_name: record.trainee.last_name,
      },
      course: { id: record.course.id, title: record.course.title },
      quiz_score: record.quiz_score,
      completed_at: record.completed_at,
    },
  };
}

function toPage<T>(page: DocumentPage, map: (document: TrainingDocument) => T) {
  return { items: page.documents.map(map), nextCursor: page.nextCursor };
}

export async function listPendingForAdmin(options: { admin: AdminPrincipal } & PageRequest) {
  const page = await listDocumentsAwaitingAdmin(options.admin.companyId, options);
  return toPage(page, toPendingDocument);
}

export async function listPendingForOwner(
  options: { owner: OwnerPrincipal; companyId?: string | undefined } & PageRequest,
) {
  const page = await listDocumentsAwaitingOwner(options.owner.firmId, options);
  return toPage(page, toPendingDocument);
}

/**
 * The admin's employee progress table: every training completed in the admin's company with the
 * state of its record in Romanian. Only a passed quiz makes a record (docs/product.md, the quiz), so the score is
 * the pass mark; records waiting for the admin come first.
 */
export async function listCompanyTrainings(options: { admin: AdminPrincipal } & PageRequest) {
  const page = await listCompanyDocuments(options.admin.companyId, options);
  return toPage(page, (document) => ({
    id: document.id,
    employee_name: `${document.record.trainee.last_name} ${document.record.trainee.first_name}`,
    course_title: document.record.course.title,
    quiz_score: document.record.quiz_score,
    status: texts.documents.statusLabels[document.status],
    status_code: document.status,
    completed_at: document.record.completed_at,
  }));
}
