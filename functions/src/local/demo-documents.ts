import { computeSignatureHash, signerIdentityOf } from '@ssm/shared';
import { getUserByUsername, type UserRecord } from '../accounts/data/users';
import { principalAs, toPrincipal } from '../accounts/domain/principal';
import { type CourseRecord, listFirmCourses } from '../courses/data/courses';
import type { FirmRecord } from '../firms/data/firms';
import { quizAttemptsWrite } from '../learning/data/quiz-attempts';
import type { QuizResult } from '../learning/data/quiz-results';
import { nowIso } from '../platform/clock';
import { getArchiveJobStarter } from '../platform/invoker';
import { getCourseFiles } from '../platform/storage';
import { signOwnRecord, signRecords, startTrainingRecord } from '../records/domain/record-signing';
import { getSealing } from '../signing/seal';
import { buildQuizAttempt, buildQuizAttempts, traineeOf } from './builders';
import { demoLogins } from './demo-data';

/*
 * The demo's signing screens are not empty. In the construction company, the demo employee has a
 * passed course waiting for his signature (the consent page) and one signed by everyone (the
 * profile's download, the verification page); colleagues' records wait for the admin and for the
 * owner; in the bakery one waits for the owner. Everything goes through the same functions as the
 * API, so the records are signed and hashed for real.
 */

const DEMO_ORIGIN = { ip: '127.0.0.1', userAgent: 'date demonstrative' };

type Stage = 'trainee' | 'admin' | 'owner' | 'signed';

async function requireUser(username: string): Promise<UserRecord> {
  const user = await getUserByUsername(username);
  if (!user) throw new Error(`The demo documents need the demo user ${username}`);
  return user;
}

function completedAttempt(trainee: UserRecord, course: CourseRecord): QuizResult {
  return buildQuizAttempt({ trainee: traineeOf(trainee), course });
}

async function advance(options: {
  trainee: UserRecord;
  course: CourseRecord;
  until: Stage;
  admin: UserRecord;
  owner: UserRecord;
}): Promise<void> {
  const { trainee, admin, owner, until } = options;
  const progress = completedAttempt(trainee, options.course);
  const record = await startTrainingRecord({
    progress,
    trainee,
    origin: DEMO_ORIGIN,
    attempt: quizAttemptsWrite(buildQuizAttempts(trainee, [progress])),
  });
  if (until === 'trainee') return;
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
    origin: DEMO_ORIGIN,
  });
  const stores = {
    courseFiles: getCourseFiles(),
    archiveJob: getArchiveJobStarter(),
    sealing: await getSealing(),
  };
  if (until === 'admin') return;
  await signRecords({
    signer: principalAs(admin, 'admin'),
    recordIds: [record.id],
    origin: DEMO_ORIGIN,
    ...stores,
  });
  if (until === 'owner') return;
  await signRecords({
    signer: principalAs(owner, 'owner'),
    recordIds: [record.id],
    origin: DEMO_ORIGIN,
    ...stores,
  });
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
  const periodic = course('periodica');
  const owner = await requireUser(demoLogins.owner);
  const builders = await requireUser(demoLogins.admin);
  const bakery = await requireUser('cristina.rusu');
  const plan: { username: string; course: CourseRecord; until: Stage; admin: UserRecord }[] = [
    { username: demoLogins.employee, course: periodic, until: 'signed', admin: builders },
    { username: demoLogins.employee, course: introductory, until: 'trainee', admin: builders },
    { username: 'vasile.stan', course: introductory, until: 'admin', admin: builders },
    { username: 'gheorghe.munteanu', course: introductory, until: 'owner', admin: builders },
    { username: 'ana.tudor', course: introductory, until: 'signed', admin: builders },
    { username: 'mihai.ciobanu', course: introductory, until: 'owner', admin: bakery },
  ];
  for (const step of plan) {
    await advance({
      trainee: await requireUser(step.username),
      course: step.course,
      until: step.until,
      admin: step.admin,
      owner,
    });
  }
}
