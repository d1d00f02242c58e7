import { texts } from '@ssm/shared';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import type { PageRequest } from '../../platform/page';
import {
  listCompanyRecords,
  listRecordsAwaitingAdmin,
  listRecordsAwaitingOwner,
  type RecordPage,
  type TrainingRecord,
} from '../data/records';

/*
 * The dashboards' lists (docs/product.md, the dashboards): documents waiting for the admin or the
 * owner, and the admin's table of the company's trainings. Each is one Query of an index (the
 * documents carry the names and course they show), paged with `limit` and `cursor` when the
 * caller asks (docs/api.md, paged lists).
 */

/** A pending document as the spec shows it: the trainee's names and the course, under `progress`. */
function toPendingDocument(record: TrainingRecord) {
  const { content } = record;
  return {
    id: record.id,
    status: record.status,
    company: { id: content.company.id, name: content.company.name },
    created_at: record.created_at,
    progress: {
      id: record.id,
      user: {
        id: content.trainee.id,
        username: content.trainee.username,
        first_name: content.trainee.first_name,
        last_name: content.trainee.last_name,
      },
      course: { id: content.course.id, title: content.course.title },
      quiz_score: content.quiz_score,
      completed_at: content.completed_at,
    },
  };
}

function toPage<T>(page: RecordPage, map: (record: TrainingRecord) => T) {
  return { items: page.records.map(map), nextCursor: page.nextCursor };
}

export async function listPendingForAdmin(options: { admin: AdminPrincipal } & PageRequest) {
  const page = await listRecordsAwaitingAdmin(options.admin.companyId, options);
  return toPage(page, toPendingDocument);
}

export async function listPendingForOwner(
  options: { owner: OwnerPrincipal; companyId?: string | undefined } & PageRequest,
) {
  const page = await listRecordsAwaitingOwner(options.owner.firmId, options);
  return toPage(page, toPendingDocument);
}

/**
 * The admin's employee progress table: every training completed in the admin's company with the
 * state of its record in Romanian. Only a passed quiz makes a record (docs/product.md, the quiz), so the score is
 * the pass mark; records waiting for the admin come first.
 */
export async function listCompanyTrainings(options: { admin: AdminPrincipal } & PageRequest) {
  const page = await listCompanyRecords(options.admin.companyId, options);
  return toPage(page, (record) => ({
    id: record.id,
    employee_name: `${record.content.trainee.last_name} ${record.content.trainee.first_name}`,
    course_title: record.content.course.title,
    quiz_score: record.content.quiz_score,
    status: texts.documents.statusLabels[record.status],
    status_code: record.status,
    completed_at: record.content.completed_at,
  }));
}
