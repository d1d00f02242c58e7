import {
  addMonthsClamped,
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
  computeCuiCheckDigit,
  computeSignatureHash,
  QUIZ_ANSWER_COUNT,
  QUIZ_QUESTION_COUNT,
  type SignerRole,
  signerIdentityOf,
  standardMinStudyMinutes,
  toBucharestDate,
} from '@ssm/shared';
import pMap from 'p-map';
import {
  createUser,
  getUserIdByUsername,
  newUserRecord,
  trainingMark,
  type UserRecord,
  usernameMarkers,
  users,
} from '../accounts/data/users';
import { type StretchedPassword, stretchPassword, toPasswordHash } from '../accounts/domain/passwords';
import { principalAs } from '../accounts/domain/principal';
import { type AssignmentRecord, assignments, toHistoryEntryItem } from '../assignments/data/assignments';
import { type CompanyRecord, createCompany } from '../companies/data/companies';
import { type CourseRecord, getCourseWithQuiz, type QuizRecord } from '../courses/data/courses';
import { createCourse, saveQuiz } from '../courses/domain/courses';
import { createFirm, type FirmRecord } from '../firms/data/firms';
import { quizAttempts } from '../learning/data/quiz-attempts';
import { type QuizResult, quizResults } from '../learning/data/quiz-results';
import { now } from '../platform/clock';
import { newId } from '../platform/ids';
import { getMailer } from '../platform/mailer';
import { getCourseFiles } from '../platform/storage';
import { type Item, putItems } from '../platform/table';
import { type TrainingRecord, traineeMarkOf, trainingRecords } from '../records/data/records';
import { recordHashWrite, signatureWrite } from '../records/data/signatures';
import { buildTrainingRecord, prepareSignature } from '../records/domain/record-signing';
import { requiredRolesOf } from '../records/domain/record-states';
import { CAPACITIES } from '../records/domain/signer-rules';
import { getSealing } from '../signing/seal';
import type { Sealer } from '../signing/sealer';
import { runTrainingStatusJob } from '../training-status/domain/training-status-job';
import { buildQuizAttempt, buildQuizAttempts, studiedEvidence } from './builders';
import { DEMO_PASSWORD } from './demo-data';
import { renderTextPdf } from './text-pdf';

/*
 * `npm run seed:large` and the DynamoDB cost benchmark: one SSM firm the size the platform is
 * built for (200 client companies of 50 employees and an admin each, 20 courses with quizzes) and
 * a year of its history: allocations, failed and passed attempts, and training records at every
 * state with their signatures and hashes, made by the same builders the API's writes use and
 * written with BatchWriteItem, with the training marks the trainees' signatures give them on their
 * user items. The training-status items come from the daily job itself.
 */

export const LARGE_FIRM_SIZE = { companies: 200, employeesPerCompany: 50, courses: 20 } as const;

export const largeFirmLogins = {
  owner: 'firma.mare.owner',
  admin: (companyIndex: number) => `firma.mare.admin.${pad(companyIndex + 1, 3)}`,
  employee: (companyIndex: number, employeeIndex: number) =>
    `firma.mare.angajat.${pad(companyIndex + 1, 3)}.${pad(employeeIndex + 1, 2)}`,
} as const;

export type LargeFirm = { firm: FirmRecord; itemsWritten: number };

const DAY_MS = 86_400_000;
const WRITE_CONCURRENCY = 8;
/** Companies whose history is built and written at the same time. */
const COMPANY_CONCURRENCY = 4;
const SEED_ORIGIN = { ip: '127.0.0.1', userAgent: 'seed:large' };

const FIRST_NAMES =
  'Ion Maria Andrei Elena Mihai Ioana Gheorghe Ana Vasile Cristina Ștefan Mădălina Radu Roxana Tudor Alexandra'.split(
    ' ',
  );
const LAST_NAMES =
  'Popescu Ionescu Georgescu Stan Munteanu Tudor Dumitru Țurcanu Lungu Ciobanu Rusu Botezatu Mureșan Nistor Călinescu Dobre'.split(
    ' ',
  );
const JOB_TITLES =
  'Operator producție, Zidar, Electrician, Șofer, Magazioner, Sudor, Contabil, Lăcătuș mecanic, Vânzător, Tâmplar'.split(
    ', ',
  );
const ACTIVITIES =
  'Construcții Panificația Transporturi Confecții Mobila Metalurgica Agro Logistica Tipografia Instalații'.split(
    ' ',
  );
const CITIES = 'Brașov Iași Cluj-Napoca Timișoara Constanța Craiova Galați Ploiești Oradea Sibiu'.split(' ');
const COURSE_TOPICS =
  'lucrul la înălțime, echipamentul individual de protecție, manipularea manuală a maselor, riscul electric, stingerea incendiilor, evacuarea în caz de urgență, primul ajutor, substanțele periculoase, lucrul cu stivuitorul, ergonomia la birou'.split(
    ', ',
  );

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function pick<T>(values: readonly T[], index: number): T {
  return values[index % values.length] as T;
}

function courseCategoryOf(index: number): CourseCategory {
  return index % 4 === 3 ? 'PSI-SU' : 'SSM';
}

async function seedCourses(owner: UserRecord): Promise<{ course: CourseRecord; quiz: QuizRecord }[]> {
  const content = await renderTextPdf({
    title: 'Instruire SSM',
    blocks: [
      { heading: 'Securitatea și sănătatea în muncă' },
      { paragraph: 'Lucrătorii își însușesc și respectă instrucțiunile proprii de securitate ale unității.' },
      { bullets: ['Poartă echipamentul individual de protecție.', 'Anunță imediat orice pericol.'] },
    ],
  });
  return pMap(
    Array.from({ length: LARGE_FIRM_SIZE.courses }, (_, index) => index),
    async (index) => {
      const subcategory = pick(COURSE_SUBCATEGORIES, index);
      const category = courseCategoryOf(index);
      const created = await createCourse({
        owner: principalAs(owner, 'owner'),
        fields: {
          title: `Instruire ${category === 'PSI-SU' ? 'PSI' : 'SSM'} ${index + 1}: ${pick(COURSE_TOPICS, index)}`,
          description: `Riscurile și măsurile de prevenire pentru ${pick(COURSE_TOPICS, index)}.`,
          category,
          subcategory,
          duration: 60 + (index % 4) * 30,
          min_study_minutes: standardMinStudyMinutes(60 + (index % 4) * 30),
          min_study_reason: null,
          file: { filename: 'curs.pdf', mimetype: 'application/pdf', content },
        },
        courseFiles: getCourseFiles(),
      });
      await saveQuiz({
        owner: principalAs(owner, 'owner'),
        courseId: created.id,
        fields: {
          questions: Array.from({ length: QUIZ_QUESTION_COUNT }, (_, question) => ({
            question_text: `Întrebarea ${question + 1} despre ${pick(COURSE_TOPICS, index)}: ce faci mai întâi?`,
            answers: Array.from({ length: QUIZ_ANSWER_COUNT }, (_, answer) => `Varianta ${answer + 1}`),
            correct_index: question % QUIZ_ANSWER_COUNT,
          })),
        },
      });
      const found = await getCourseWithQuiz(created.id);
      if (!found?.quiz) throw new Error(`The course ${created.id} was not saved with its quiz`);
      return { course: found.course, quiz: found.quiz };
    },
    { concurrency: 4 },
  );
}

async function buildPerson(options: {
  username: string;
  index: number;
  role: UserRecord['role'];
  firmId: string;
  companyId: string | null;
  password: StretchedPassword;
  createdAt: string;
}): Promise<UserRecord> {
  const { index } = options;
  const firstName = pick(FIRST_NAMES, index);
  const lastName = pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length) + index);
  const id = newId();
  return newUserRecord({
    id,
    username: options.username,
    role: options.role,
    is_superowner: false,
    first_name: firstName,
    last_name: lastName,
    email: options.role === 'employee' ? null : `${options.username}@example.ro`,
    birth_date: `${1965 + (index % 35)}-${pad(1 + (index % 12), 2)}-${pad(1 + (index % 28), 2)}`,
    hire_date: `${2010 + (index % 15)}-${pad(1 + (index % 12), 2)}-01`,
    job_title: options.role === 'admin' ? 'Administrator' : pick(JOB_TITLES, index),
    address: `Str. ${pick(LAST_NAMES, index + 3)} nr. ${1 + (index % 90)}, ${pick(CITIES, index)}`,
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: options.firmId,
    company_id: options.companyId,
    password_hash: await toPasswordHash(options.password, id),
    password_version: 1,
    created_at: options.createdAt,
  });
}

/**
 * What a person had on paper before the platform (docs/training-status.md, "Every worker's next
 * training"): both domains' initial trainings at hiring and a periodic one, so a company's people
 * spread over the statuses as on an ordinary day: of 50, one just hired and untrained, three
 * overdue, two due in about two weeks, the rest in term. The platform's records add their marks on
 * top (the periodic course's domain).
 */
function givePaperHistory(person: UserRecord, position: number, frequencyMonths: number, now: Date): void {
  const today = toBucharestDate(now);
  const onDay = (date: string) => `${date}T09:00:00.000Z`;
  if (position === 0) {
    person.hire_date = addMonthsClamped(today, -1);
    return;
  }
  const periodicOn =
    position <= 3
      ? addMonthsClamped(today, -(frequencyMonths + 2))
      : position <= 5
        ? toBucharestDate(new Date(Date.parse(addMonthsClamped(today, -frequencyMonths)) + 15 * DAY_MS))
        : addMonthsClamped(today, -2);
  const hiredOn = person.hire_date as string;
  person.training_marks = COURSE_CATEGORIES.flatMap((domain) => [
    trainingMark(domain, 'introductive', onDay(hiredOn)),
    trainingMark(domain, 'loc_munca', onDay(hiredOn)),
    trainingMark(domain, 'periodica', onDay(periodicOn)),
  ]);
}

/** Everything one company's year leaves in the table, built in memory and then written. */
type CompanyHistory = { company: CompanyRecord; items: Record<string, unknown>[] };

type Context = {
  firm: FirmRecord;
  owner: UserRecord;
  courses: { course: CourseRecord; quiz: QuizRecord }[];
  password: StretchedPassword;
  now: Date;
  /** Seals each completed record as the mass sign would. */
  sealer: Sealer;
  /** Every signature of a signer needs its own instant: one counter gives each its millisecond. */
  nextSignatureOffset: () => number;
};

function daysAgo(context: Context, days: number): string {
  return new Date(context.now.getTime() - days * DAY_MS).toISOString();
}

function attempt(options: {
  trainee: UserRecord;
  company: CompanyRecord;
  entry: { course: CourseRecord; quiz: QuizRecord };
  passed: boolean;
  at: string;
}): QuizResult {
  const { course, quiz } = options.entry;
  return buildQuizAttempt({
    trainee: { id: options.trainee.id, firmId: options.company.firm_id, companyId: options.company.id },
    course,
    passed: options.passed,
    at: options.at,
    study: studiedEvidence({
      course,
      completedAt: options.at,
      studiedMinutes: course.min_study_minutes,
      pageCount: null,
    }),
    answers: quiz.questions.map((question, index) => ({
      question: question.id,
      answer: options.passed || index > 2 ? question.correct_answer_id : null,
    })),
  });
}

type Stage = 'awaiting_trainee' | 'awaiting_admin' | 'awaiting_owner' | 'signed';

/**
 * A passed attempt's record signed up to `stage`, with its signature and record-hash items, and
 * the state the record is left in; once the trainee has signed, their training mark is appended
 * to `trainee`, as the signature's transaction appends it to the user item (the per-worker status
 * reads it there).
 */
async function buildRecordItems(options: {
  context: Context;
  progress: QuizResult;
  trainee: UserRecord;
  company: CompanyRecord;
  admin: UserRecord;
  stage: Stage;
}): Promise<{ items: Record<string, unknown>[]; status: TrainingRecord['status'] }> {
  const { context, progress, stage } = options;
  const completedAt = progress.completed_at as string;
  let record: TrainingRecord = await buildTrainingRecord({
    progress,
    trainee: options.trainee,
    company: options.company,
    firm: context.firm,
    sealer: context.sealer,
    createdAt: completedAt,
  });
  // The capacities follow the record's row of the rule table (docs/domain.md, signers per phase):
  // the company's admin signs for the employer and as every worker's direct manager, the owner
  // for the SSM service.
  const signerOf = (role: SignerRole) =>
    role === 'trainee'
      ? options.trainee
      : CAPACITIES[role].signer === 'ssm-service'
        ? context.owner
        : options.admin;
  const signatureCount = { awaiting_trainee: 0, awaiting_admin: 1, awaiting_owner: 2, signed: 3 }[stage];
  const items: Item[] = [quizResults.toItem(progress)];
  for (let index = 0; index < signatureCount; index += 1) {
    const role = requiredRolesOf(record).find((required) => !record.signed_roles.includes(required));
    if (!role) break;
    const signer = signerOf(role);
    const afterDays = [0, 2, 5][index] ?? 5;
    const instant = new Date(Date.parse(completedAt) + afterDays * DAY_MS + context.nextSignatureOffset());
    const timestamp = instant.toISOString();
    const change = await prepareSignature({
      record: record,
      role,
      signer,
      timestamp,
      signatureHash: await computeSignatureHash(signerIdentityOf(signer), timestamp),
      method: role === 'trainee' ? 'consent-page' : 'mass-sign',
      origin: SEED_ORIGIN,
      hasCompanyAdmin: true,
      sealer: context.sealer,
      recordedAt: timestamp,
    });
    record = change.after;
    if (role === 'trainee') {
      options.trainee.training_marks = [...(options.trainee.training_marks ?? []), traineeMarkOf(record)];
    }
    items.push(
      signatureWrite({
        ...change.signature,
        document_id: record.id,
        company_id: record.company_id,
        firm_id: record.firm_id,
      }).Put.Item,
    );
  }
  if (record.document_hash) {
    items.push(
      recordHashWrite({
        hash: record.document_hash,
        kind: 'document',
        document_id: record.id,
        company_id: record.company_id,
      }).Put.Item,
    );
  }
  items.push(trainingRecords.toItem(record));
  return { items, status: record.status };
}

/**
 * The year of one company: the periodic course allocated twice (half a year ago, and ten days
 * ago), two other courses once; every employee passed the first periodic training (signed by
 * everyone), most passed the latest one (records at every state, the newest waiting), one in
 * three passed another course, and one in five failed a quiz before passing it.
 */
async function buildCompanyHistory(context: Context, companyIndex: number): Promise<CompanyHistory> {
  const { firm, owner, courses } = context;
  const company: CompanyRecord = {
    id: newId(),
    firm_id: firm.id,
    name: `${pick(ACTIVITIES, companyIndex)} ${pick(CITIES, Math.floor(companyIndex / ACTIVITIES.length))} ${pad(companyIndex + 1, 3)} SRL`,
    registration_number: `J${pad(1 + (companyIndex % 40), 2)}/${1000 + companyIndex}/2015`,
    address: `Str. Fabricii nr. ${1 + (companyIndex % 60)}, ${pick(CITIES, companyIndex)}`,
    training_frequency_months: companyIndex % 5 === 0 ? 12 : 6,
    created_at: daysAgo(context, 400),
    record_count: 0,
    signed_record_count: 0,
    awaiting_admin_count: 0,
  };
  const person = (username: string, index: number, role: UserRecord['role']) =>
    buildPerson({
      username,
      index,
      role,
      firmId: firm.id,
      companyId: company.id,
      password: context.password,
      createdAt: company.created_at,
    });
  const admin = await person(largeFirmLogins.admin(companyIndex), companyIndex * 7, 'admin');
  const employees = await Promise.all(
    Array.from({ length: LARGE_FIRM_SIZE.employeesPerCompany }, (_, index) =>
      person(largeFirmLogins.employee(companyIndex, index), companyIndex * 51 + index, 'employee'),
    ),
  );
  // The admin is every worker's direct manager (docs/domain.md, signers per phase).
  for (const employee of employees) employee.manager_id = admin.id;
  givePaperHistory(
    admin,
    LARGE_FIRM_SIZE.employeesPerCompany - 1,
    company.training_frequency_months,
    context.now,
  );
  for (const [index, employee] of employees.entries()) {
    givePaperHistory(employee, index, company.training_frequency_months, context.now);
  }
  const items: Record<string, unknown>[] = [];

  const ofSubcategory = (subcategory: CourseSubcategory, offset: number) => {
    const matching = courses.filter((entry) => entry.course.subcategory === subcategory);
    return matching[(companyIndex + offset) % matching.length] as (typeof courses)[number];
  };
  const periodic = ofSubcategory('periodica', 0);
  const others = [ofSubcategory('introductive', 0), ofSubcategory('loc_munca', 1)];
  // A reassignment replaces the assignment item (one BatchWriteItem may not name a key twice).
  const latestAssignments = new Map<string, Item>();
  const allocate = (entry: (typeof courses)[number], assignedAt: string, userId: string | null = null) => {
    const assignment: AssignmentRecord = {
      course_id: entry.course.id,
      firm_id: firm.id,
      company_id: company.id,
      user_id: userId,
      course_subcategory: entry.course.subcategory,
      assigned_by: owner.id,
      assigned_at: assignedAt,
    };
    const assignmentItem = assignments.toItem(assignment);
    latestAssignments.set(`${assignmentItem.PK} ${assignmentItem.SK}`, assignmentItem);
    items.push(toHistoryEntryItem(assignment, newId()));
  };
  const firstPeriodicAt = daysAgo(context, 180 + (companyIndex % 20));
  const latestPeriodicAt = daysAgo(context, 10 + (companyIndex % 10));
  // The later allocation replaces the assignment; both stay in the allocation history.
  allocate(periodic, firstPeriodicAt);
  allocate(periodic, latestPeriodicAt);
  for (const [offset, entry] of others.entries()) allocate(entry, daysAgo(context, 300 - offset * 60));

  const stages: Stage[] = ['awaiting_trainee', 'awaiting_admin', 'awaiting_owner', 'signed', 'signed'];
  let records = 0;
  let signedRecords = 0;
  let recordsAwaitingAdmin = 0;
  for (const [index, employee] of employees.entries()) {
    // The employee's graded attempts per course, oldest first: each course's attempts item follows them.
    const graded = new Map<string, QuizResult[]>();
    const grade = (result: QuizResult) => {
      graded.set(result.course_id, [...(graded.get(result.course_id) ?? []), result]);
      return result;
    };
    const pass = async (entry: (typeof courses)[number], at: string, stage: Stage) => {
      const progress = grade(attempt({ trainee: employee, company, entry, passed: true, at }));
      const built = await buildRecordItems({ context, progress, trainee: employee, company, admin, stage });
      items.push(...built.items);
      records += 1;
      if (stage === 'signed') signedRecords += 1;
      // The stage counts signatures: the periodic row's second signer is the manager, not the admin.
      if (built.status === 'awaiting_admin') recordsAwaitingAdmin += 1;
    };
    await pass(
      periodic,
      new Date(Date.parse(firstPeriodicAt) + (1 + (index % 9)) * DAY_MS).toISOString(),
      'signed',
    );
    if (index % 10 < 6) {
      const at = new Date(Date.parse(latestPeriodicAt) + (index % 5) * 3_600_000).toISOString();
      await pass(periodic, at, pick(stages, index + companyIndex));
    }
    if (index % 3 === 0) {
      const entry = pick(others, index);
      const at = daysAgo(context, 250 - (index % 30));
      if (index % 5 === 0) {
        const failedAt = new Date(Date.parse(at) - DAY_MS).toISOString();
        items.push(
          quizResults.toItem(
            grade(attempt({ trainee: employee, company, entry, passed: false, at: failedAt })),
          ),
        );
      }
      await pass(entry, at, 'signed');
    }
    if (index % 10 === 9) {
      const entry = pick(courses, index + companyIndex);
      allocate(entry, daysAgo(context, 30), employee.id);
      employee.assigned_course_ids = [entry.course.id];
    }
    for (const results of graded.values())
      items.push(quizAttempts.toItem(buildQuizAttempts(employee, results)));
  }
  items.push(...latestAssignments.values());
  for (const user of [admin, ...employees]) {
    items.push(users.toItem(user), usernameMarkers.toItem({ username: user.username, user_id: user.id }));
  }
  return {
    company: {
      ...company,
      record_count: records,
      signed_record_count: signedRecords,
      awaiting_admin_count: recordsAwaitingAdmin,
    },
    items,
  };
}

/**
 * Seeds the large firm into the table the environment names, unless its owner already exists
 * (then answers null: a second run leaves the store as it is).
 */
export async function seedLargeFirm(
  options: {
    now?: Date;
    /** Fewer companies than the large firm's, for a test of what is written. */
    companies?: number;
    onCompanyWritten?: (companiesDone: number) => void;
  } = {},
): Promise<LargeFirm | null> {
  if (await getUserIdByUsername(largeFirmLogins.owner)) return null;
  const seededAt = options.now ?? now();
  const password = await stretchPassword(DEMO_PASSWORD);
  const cuiDigits = '3946182';
  const firm: FirmRecord = {
    id: newId(),
    name: 'Firma Mare de Protecția Muncii SRL',
    cui: `${cuiDigits}${computeCuiCheckDigit(cuiDigits)}`,
    reg_com: 'J40/9876/2010',
    address: 'Bd. Unirii nr. 1, București',
    created_at: new Date(seededAt.getTime() - 400 * DAY_MS).toISOString(),
  };
  const created = await createFirm(firm);
  if (created !== 'created') throw new Error(`The large firm could not be created: ${created}`);
  const owner = await buildPerson({
    username: largeFirmLogins.owner,
    index: 0,
    role: 'owner',
    firmId: firm.id,
    companyId: null,
    password,
    createdAt: firm.created_at,
  });
  if ((await createUser(owner)) !== 'created') throw new Error(`The username ${owner.username} is taken`);
  const courses = await seedCourses(owner);
  let signatureOffset = 0;
  const context: Context = {
    firm,
    owner,
    courses,
    password,
    now: seededAt,
    sealer: (await getSealing()).sealer,
    nextSignatureOffset: () => {
      signatureOffset += 1;
      return signatureOffset;
    },
  };
  let itemsWritten = 0;
  let companiesDone = 0;
  await pMap(
    Array.from({ length: options.companies ?? LARGE_FIRM_SIZE.companies }, (_, index) => index),
    async (companyIndex) => {
      const history = await buildCompanyHistory(context, companyIndex);
      // The company first: its record count covers the records written after it.
      const outcome = await createCompany(history.company);
      if (outcome !== 'created')
        throw new Error(`Company ${companyIndex + 1} could not be created: ${outcome}`);
      await putItems(history.items, { concurrency: WRITE_CONCURRENCY / COMPANY_CONCURRENCY });
      itemsWritten += history.items.length + 2;
      companiesDone += 1;
      options.onCompanyWritten?.(companiesDone);
    },
    { concurrency: COMPANY_CONCURRENCY },
  );
  await runTrainingStatusJob({ now: seededAt, firms: [firm], mailer: getMailer() });
  // Besides the companies' items: the firm with its two markers, the owner with theirs, and each
  // course with its quiz.
  return { firm, itemsWritten: itemsWritten + 5 + LARGE_FIRM_SIZE.courses * 2 };
}
