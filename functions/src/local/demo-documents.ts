import { computeSignatureHash, type DocumentStatus, signerIdentityOf } from '@ssm/shared';
import { PDFDocument } from 'pdf-lib';
import { getUserById, getUserByUsername, type UserRecord } from '../accounts/data/users';
import { principalAs, toPrincipal } from '../accounts/domain/principal';
import { type CourseRecord, listFirmCourses } from '../courses/data/courses';
import type { FirmRecord } from '../firms/data/firms';
import { quizAttemptsWrite } from '../learning/data/quiz-attempts';
import type { QuizResult } from '../learning/data/quiz-results';
import { nowIso } from '../platform/clock';
import { getArchiveJobStarter } from '../platform/invoker';
import { getCourseFiles } from '../platform/storage';
import { getTrainingRecord } from '../records/data/records';
import { signOwnRecord, signRecords, startTrainingRecord } from '../records/domain/record-signing';
import { getSealing } from '../signing/seal';
import { buildQuizAttempt, buildQuizAttempts, studiedEvidence, traineeOf } from './builders';
import { demoLogins } from './demo-data';

/*
 * The demo's signing screens are not empty. In the construction company, the demo employee has a
 * passed course waiting for his signature (the consent page) and a periodic one signed by him, his
 * manager and the SSM service (the profile's download, the verification page); a colleague's
 * workplace training is signed by him, his manager and the admin who admitted him to work; another
 * waits for that manager; other records wait for the admin and for the owner; in the bakery one
 * waits for the owner and one for a manager nobody set. Everything goes through the same functions as the
 * API, so the records are signed and hashed for real.
 */

const DEMO_ORIGIN = { ip: '127.0.0.1', userAgent: 'date demonstrative' };

/** How far a demo record is signed: it stops once it waits for this, or when fully signed. */
type Stage = DocumentStatus;

async function requireUser(username: string): Promise<UserRecord> {
  const user = await getUserByUsername(username);
  if (!user) throw new Error(`The demo documents need the demo user ${username}`);
  return user;
}

/** The demo's material is short enough to count its pages once per record. */
async function pageCountOf(course: CourseRecord): Promise<number> {
  const file = await getCourseFiles().read(course.file_key);
  return (await PDFDocument.load(file.body)).getPageCount();
}

/**
 * A pass after studying the course's minimum, or, for `studiedMinutes`, less: the record the
 * counter-signers see flagged (docs/signatures.md, the study shortfall flag).
 */
async function completedAttempt(options: {
  trainee: UserRecord;
  course: CourseRecord;
  studiedMinutes?: number;
}): Promise<QuizResult> {
  const { course } = options;
  const completedAt = nowIso();
  return buildQuizAttempt({
    trainee: traineeOf(options.trainee),
    course,
    at: completedAt,
    study: studiedEvidence({
      course,
      completedAt,
      studiedMinutes: options.studiedMinutes ?? course.min_study_minutes,
      pageCount: await pageCountOf(course),
    }),
  });
}

async function advance(options: {
  trainee: UserRecord;
  course: CourseRecord;
  until: Stage;
  admin: UserRecord;
  owner: UserRecord;
  studiedMinutes?: number;
}): Promise<void> {
  const { trainee, admin, owner, until } = options;
  const progress = await completedAttempt(options);
  const sealing = await getSealing();
  const record = await startTrainingRecord({
    progress,
    trainee,
    origin: DEMO_ORIGIN,
    attempt: quizAttemptsWrite(buildQuizAttempts(trainee, [progress])),
    sealer: sealing.sealer,
  });
  if (until === 'awaiting_trainee') return;
  const timestamp = nowIso();
  const traineePrincipal = toPrincipal(trainee);
  if (traineePrincipal?.role !== 'admin' && traineePrincipal?.role !== 'employee') {
    throw new Error(`The demo trainee ${trainee.username} is not a company member`);
  }
  await signOwnRecord({
    trainee: traineePrincipal,
    progressId: record.id,
    role: trainee.role,
    signatureHash: await computeSignatureHash(signerIdentityOf(trainee), timestamp),
    timestamp,
    authorisation: { kind: 'seeded' },
    origin: DEMO_ORIGIN,
    sealer: sealing.sealer,
  });
  const stores = { courseFiles: getCourseFiles(), archiveJob: getArchiveJobStarter(), sealing };
  // Each signer the rule table names, in turn (docs/domain.md, signers per phase).
  for (let status = await statusOf(record.id); status !== until && status !== 'signed'; ) {
    const signer = await signerFor(status, { trainee, admin, owner });
    await signRecords({
      signer,
      recordIds: [record.id],
      authorisation: { kind: 'seeded' },
      origin: DEMO_ORIGIN,
      ...stores,
    });
    const next = await statusOf(record.id);
    if (next === status) throw new Error(`The demo record of ${trainee.username} is stuck at ${status}`);
    status = next;
  }
}

async function statusOf(recordId: string): Promise<DocumentStatus> {
  const record = await getTrainingRecord(recordId, { consistent: true });
  if (!record) throw new Error(`The demo record ${recordId} is missing`);
  return record.status;
}

/** Who signs a demo record waiting in this state: the trainee's manager, the admin or the owner. */
async function signerFor(
  status: DocumentStatus,
  people: { trainee: UserRecord; admin: UserRecord; owner: UserRecord },
) {
  if (status === 'awaiting_admin') return principalAs(people.admin, 'admin');
  if (status === 'awaiting_owner') return principalAs(people.owner, 'owner');
  const manager = people.trainee.manager_id ? await getUserById(people.trainee.manager_id) : null;
  const principal = manager && toPrincipal(manager);
  if (status !== 'awaiting_manager' || (principal?.role !== 'admin' && principal?.role !== 'employee')) {
    throw new Error(
      `The demo record of ${people.trainee.username} waits for nobody the demo has (${status})`,
    );
  }
  return principal;
}

export async function seedDemoDocuments(options: { firm: FirmRecord }): Promise<void> {
  const courses = await listFirmCourses(options.firm.id);
  const course = (subcategory: CourseRecord['subcategory']) => {
    const found = courses.find(
      (candidate) => candidate.category === 'SSM' && candidate.subcategory === subcategory,
    );
    if (!found) throw new Error(`The demo documents need the demo SSM course of type ${subcategory}`);
    return found;
  };
  const introductory = course('introductive');
  const workplace = course('loc_munca');
  const periodic = course('periodica');
  const owner = await requireUser(demoLogins.owner);
  const builders = await requireUser(demoLogins.admin);
  const bakery = await requireUser('cristina.rusu');
  const plan: {
    username: string;
    course: CourseRecord;
    until: Stage;
    admin: UserRecord;
    studiedMinutes?: number;
  }[] = [
    // Given by his manager (the site engineer) and checked by the SSM service.
    { username: demoLogins.employee, course: periodic, until: 'signed', admin: builders },
    { username: demoLogins.employee, course: introductory, until: 'awaiting_trainee', admin: builders },
    { username: 'vasile.stan', course: introductory, until: 'awaiting_admin', admin: builders },
    // Given by his manager and admitted to work by the company's admin.
    { username: 'vasile.stan', course: workplace, until: 'signed', admin: builders },
    // Opened the material for a few minutes only: the owner's list flags it.
    {
      username: 'gheorghe.munteanu',
      course: introductory,
      until: 'awaiting_owner',
      admin: builders,
      studiedMinutes: 4,
    },
    // Waits for his manager, the site engineer, on her page of records to sign.
    { username: 'gheorghe.munteanu', course: workplace, until: 'awaiting_manager', admin: builders },
    { username: 'ana.tudor', course: introductory, until: 'signed', admin: builders },
    { username: 'mihai.ciobanu', course: introductory, until: 'awaiting_owner', admin: bakery },
    // Given by his manager, checked last by the SSM service: the owner's list then holds two
    // companies and two courses to filter by (docs/product.md, counter-signing).
    { username: 'gheorghe.munteanu', course: periodic, until: 'awaiting_owner', admin: builders },
    // No manager is set for her: the bakery's page lists the record as missing its signer.
    { username: 'elena.lungu', course: workplace, until: 'awaiting_manager', admin: bakery },
  ];
  for (const step of plan) {
    await advance({
      trainee: await requireUser(step.username),
      course: step.course,
      until: step.until,
      admin: step.admin,
      owner,
      studiedMinutes: step.studiedMinutes,
    });
  }
}
