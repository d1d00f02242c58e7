import { addMonthsClamped, toBucharestDate } from '@ssm/shared';
import { createUser, type UserRecord } from '../accounts/data/users';
import type { StretchedPassword } from '../accounts/domain/passwords';
import { assignCourse } from '../assignments/data/assignments';
import { type CompanyRecord, createCompany } from '../companies/data/companies';
import { listFirmCourses } from '../courses/data/courses';
import type { FirmRecord } from '../firms/data/firms';
import { now, nowIso } from '../platform/clock';
import { newId } from '../platform/ids';
import { getMailer } from '../platform/mailer';
import { runTrainingStatusJob } from '../training-status/domain/training-status-job';
import { buildUserRecord } from './builders';
import { addDays, initialTrainingsAt, recordPaperHistory } from './demo-worker-trainings';

/*
 * The demo firm's periodic allocations: the construction company got the periodic course today
 * from the demo courses, the bakery almost a year ago on a 12-month frequency, a transport company
 * seven months ago on 6 months, and a farm never. The allocations are backdated, as if the owner
 * had made them back then. /clienti-instruire colours each company by its most urgent worker and
 * shows every colour: the construction company red (Vasile Stan untrained), the bakery yellow (its
 * people's periodic training due soon, demo-worker-trainings.ts), the transport company green (its
 * one driver trained on paper a month ago) and the farm, without people, grey.
 */

const DUE_SOON_IN_DAYS = 16;
const OVERDUE_BY_DAYS = 20;

/** The allocation date whose due date, `frequency` months later, is `dueDate`. */
function allocatedFor(dueDate: string, frequency: number): string {
  // Late morning in Bucharest, so the instant falls on the same calendar date there.
  return `${addMonthsClamped(dueDate, -frequency)}T09:00:00.000Z`;
}

function demoCompany(
  firm: FirmRecord,
  details: Pick<CompanyRecord, 'name' | 'registration_number' | 'address'>,
) {
  return {
    id: newId(),
    firm_id: firm.id,
    ...details,
    training_frequency_months: 6,
    created_at: nowIso(),
    record_count: 0,
    signed_record_count: 0,
    awaiting_admin_count: 0,
  } satisfies CompanyRecord;
}

/** The transport company's one driver, hired and trained a month ago. */
async function addTransportDriver(company: CompanyRecord, password: StretchedPassword): Promise<void> {
  const aMonthAgo = addMonthsClamped(toBucharestDate(now()), -1);
  const driver = await buildUserRecord(
    { role: 'employee', firmId: company.firm_id, companyId: company.id },
    {
      username: 'dan.moldovan',
      first_name: 'Dan',
      last_name: 'Moldovan',
      password,
      job_title: 'Șofer',
      hire_date: aMonthAgo,
      staff_category: 'muncitor',
    },
  );
  if ((await createUser(driver)) !== 'created') throw new Error('The demo username dan.moldovan is taken');
  await recordPaperHistory(driver.username, initialTrainingsAt(aMonthAgo));
}

export async function seedDemoTrainingStatus(options: {
  owner: UserRecord;
  password: StretchedPassword;
  firm: FirmRecord;
  /** The construction company (periodic course assigned today) and the bakery, as seeded. */
  companies: CompanyRecord[];
}): Promise<void> {
  const { owner, firm } = options;
  const bakery = options.companies[1];
  const periodic = (await listFirmCourses(firm.id)).find((course) => course.subcategory === 'periodica');
  if (!bakery || !periodic)
    throw new Error('The demo training status needs the bakery and the periodic course');
  const transport = demoCompany(firm, {
    name: 'Transporturi Someș SRL',
    registration_number: 'J12/3456/2016',
    address: 'Str. Fabricii nr. 9, Cluj-Napoca',
  });
  const farm = demoCompany(firm, {
    name: 'Ferma Dobrogea SRL',
    registration_number: 'J13/877/2019',
    address: 'Str. Portului nr. 21, Constanța',
  });
  await createCompany(transport);
  await createCompany(farm);
  await addTransportDriver(transport, options.password);
  const today = toBucharestDate(now());
  const backdated = [
    {
      company: bakery,
      assignedAt: allocatedFor(addDays(today, DUE_SOON_IN_DAYS), bakery.training_frequency_months),
    },
    {
      company: transport,
      assignedAt: allocatedFor(addDays(today, -OVERDUE_BY_DAYS), transport.training_frequency_months),
    },
  ];
  for (const { company, assignedAt } of backdated) {
    await assignCourse({
      assignment: {
        course_id: periodic.id,
        firm_id: firm.id,
        company_id: company.id,
        user_id: null,
        course_subcategory: 'periodica',
        assigned_by: owner.id,
        assigned_at: assignedAt,
      },
      allocationId: newId(),
    });
  }
  await runTrainingStatusJob({ now: now(), firms: [firm], mailer: getMailer() });
}
