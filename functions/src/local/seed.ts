import { newPasswordSchema } from '@ssm/shared';
import { createUser, hasSuperowner, type UserRecord } from '../accounts/data/users';
import { describeWeakPassword } from '../accounts/domain/password-policy';
import { type StretchedPassword, stretchPassword } from '../accounts/domain/passwords';
import { createSuperowner } from '../accounts/domain/superowners';
import { type CompanyRecord, createCompany } from '../companies/data/companies';
import { createFirm, type FirmRecord } from '../firms/data/firms';
import { nowIso } from '../platform/clock';
import { newId } from '../platform/ids';
import { getItem, putItem } from '../platform/table';
import { buildUserRecord, type UserPlacement } from './builders';
import { seedDemoCourses } from './demo-courses';
import { DEMO_ENGLISH_WORKER, DEMO_PASSWORD, demoLogins } from './demo-data';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoPsiSheets } from './demo-psi-sheets';
import { seedDemoTrainingStatus } from './demo-training-status';
import { seedDemoWorkerTrainings } from './demo-worker-trainings';

/*
 * What a fresh local store gets: the super owner named by SUPEROWNER_USERNAME and
 * SUPEROWNER_PASSWORD when both are set, otherwise a lived-in Romanian demo platform.
 * Later features add their data (courses, progress, signatures) in `seedDemoData`.
 */

const DEMO_MARKER = { PK: 'SEED#demo', SK: 'META' };

export type SeedOutcome =
  | { kind: 'existing'; isDemo: boolean }
  | { kind: 'superowner'; username: string }
  | { kind: 'demo' };

type Person = Pick<
  UserRecord,
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'birth_date'
  | 'hire_date'
  | 'job_title'
  | 'address'
  | 'staff_category'
  | 'language'
> &
  Partial<Pick<UserRecord, 'id' | 'manager_id' | 'is_workplace_manager'>>;

async function addPerson(
  person: Person,
  placement: UserPlacement,
  password: StretchedPassword,
): Promise<UserRecord> {
  const user = await buildUserRecord(placement, { ...person, password });
  if ((await createUser(user)) !== 'created') throw new Error(`The demo username ${user.username} is taken`);
  return user;
}

function person(
  username: string,
  first_name: string,
  last_name: string,
  details: Partial<Omit<Person, 'username' | 'first_name' | 'last_name'>> = {},
): Person {
  return {
    username,
    first_name,
    last_name,
    email: details.email ?? null,
    birth_date: details.birth_date ?? null,
    hire_date: details.hire_date ?? null,
    job_title: details.job_title ?? null,
    address: details.address ?? null,
    staff_category: details.staff_category ?? null,
    ...(details.id ? { id: details.id } : {}),
    ...(details.manager_id ? { manager_id: details.manager_id } : {}),
    ...(details.is_workplace_manager ? { is_workplace_manager: true } : {}),
    ...(details.language ? { language: details.language } : {}),
  };
}

export async function seedDemoData(): Promise<void> {
  const password = await stretchPassword(DEMO_PASSWORD);
  await createSuperowner({
    username: demoLogins.superowner,
    password: DEMO_PASSWORD,
    firstName: 'Elena',
    lastName: 'Dumitrescu',
    email: 'elena.dumitrescu@example.ro',
  });
  const firm: FirmRecord = {
    id: newId(),
    name: 'Prevenția SSM Consult SRL',
    cui: '18547290',
    reg_com: 'J40/1234/2015',
    address: 'Str. Doamnei nr. 12, București',
    created_at: nowIso(),
  };
  await createFirm(firm);
  const owner = await addPerson(
    person(demoLogins.owner, 'Andrei', 'Ionescu', {
      email: 'andrei.ionescu@example.ro',
      job_title: 'Inspector SSM',
      address: 'Str. Lipscani nr. 5, București',
      birth_date: '1980-03-14',
    }),
    { role: 'owner', firmId: firm.id },
    password,
  );
  // The construction site's engineer is the workers' direct manager; the bakery's administrator
  // is its baker's (docs/domain.md, signers per phase).
  const siteManagerId = newId();
  const bakeryAdminId = newId();
  const companies: { company: CompanyRecord; admin: Person; employees: Person[] }[] = [
    {
      company: {
        id: newId(),
        firm_id: firm.id,
        name: 'Construcții Brașov SRL',
        registration_number: 'J08/456/2012',
        address: 'Str. Lungă nr. 30, Brașov',
        training_frequency_months: 6,
        created_at: nowIso(),
        record_count: 0,
        signed_record_count: 0,
        awaiting_admin_count: 0,
      },
      admin: person(demoLogins.admin, 'Maria', 'Popa', {
        email: 'maria.popa@example.ro',
        job_title: 'Director resurse umane',
        birth_date: '1985-07-22',
        hire_date: '2012-05-01',
        address: 'Str. Republicii nr. 8, Brașov',
      }),
      employees: [
        person(demoLogins.employee, 'Ion', 'Georgescu', {
          manager_id: siteManagerId,
          email: 'ion.georgescu@example.ro',
          job_title: 'Zidar',
          birth_date: '1990-11-02',
          hire_date: '2019-03-15',
          address: 'Str. Zizinului nr. 14, Brașov',
          staff_category: 'muncitor',
        }),
        person('vasile.stan', 'Vasile', 'Stan', {
          manager_id: siteManagerId,
          job_title: 'Fierar betonist',
          hire_date: '2021-09-01',
          staff_category: 'muncitor',
        }),
        person('gheorghe.munteanu', 'Gheorghe', 'Munteanu', {
          manager_id: siteManagerId,
          job_title: 'Macaragiu',
          hire_date: '2018-02-12',
          staff_category: 'muncitor',
        }),
        person(DEMO_ENGLISH_WORKER, 'Sunil', 'Perera', {
          email: 'sunil.perera@example.ro',
          job_title: 'Fierar betonist',
          hire_date: '2026-09-01',
          staff_category: 'muncitor',
          language: 'en',
        }),
        person('ana.tudor', 'Ana', 'Tudor', {
          id: siteManagerId,
          is_workplace_manager: true,
          email: 'ana.tudor@example.ro',
          job_title: 'Inginer constructor',
          birth_date: '1993-04-18',
          staff_category: 'tehnico_administrativ',
        }),
      ],
    },
    {
      company: {
        id: newId(),
        firm_id: firm.id,
        name: 'Panificația Moldovei SA',
        registration_number: 'J22/789/2008',
        address: 'Bd. Independenței nr. 4, Iași',
        training_frequency_months: 12,
        created_at: nowIso(),
        record_count: 0,
        signed_record_count: 0,
        awaiting_admin_count: 0,
      },
      admin: person('cristina.rusu', 'Cristina', 'Rusu', {
        id: bakeryAdminId,
        email: 'cristina.rusu@example.ro',
        job_title: 'Administrator',
        birth_date: '1979-01-30',
      }),
      employees: [
        person('mihai.ciobanu', 'Mihai', 'Ciobanu', {
          job_title: 'Brutar',
          hire_date: '2020-06-01',
          manager_id: bakeryAdminId,
        }),
        person('elena.lungu', 'Elena', 'Lungu', { job_title: 'Patiser', email: 'elena.lungu@example.ro' }),
        person('ioana.botezatu', 'Ioana', 'Botezatu', { job_title: 'Operator ambalare' }),
      ],
    },
  ];
  const people: UserRecord[] = [];
  for (const { company, admin, employees } of companies) {
    await createCompany(company);
    const placement = { firmId: firm.id, companyId: company.id };
    await addPerson(admin, { role: 'admin', ...placement }, password);
    for (const employee of employees)
      people.push(await addPerson(employee, { role: 'employee', ...placement }, password));
  }
  await seedDemoCourses({
    owner,
    companies: companies.map((entry) => entry.company),
    employee: people.find((user) => user.username === demoLogins.employee)!,
  });
  await seedDemoDocuments({ firm });
  await seedDemoWorkerTrainings();
  await seedDemoTrainingStatus({
    owner,
    firm,
    password,
    companies: companies.map((entry) => entry.company),
  });
  await seedDemoPsiSheets({
    owner,
    electronic: companies[1]!.company,
    paperWorker: people.find((user) => user.username === demoLogins.employee)!,
  });
  await putItem({ Item: { ...DEMO_MARKER, type: 'seed', created_at: nowIso() } });
}

async function isDemoStore(): Promise<boolean> {
  return (await getItem(DEMO_MARKER)) !== undefined;
}

export async function seedStore(env: { SUPEROWNER_USERNAME?: string; SUPEROWNER_PASSWORD?: string }) {
  if (await hasSuperowner()) return { kind: 'existing', isDemo: await isDemoStore() } satisfies SeedOutcome;
  const username = env.SUPEROWNER_USERNAME?.trim();
  const password = env.SUPEROWNER_PASSWORD;
  if (username && password) {
    const policy = newPasswordSchema.safeParse(password);
    if (!policy.success) throw new Error(`SUPEROWNER_PASSWORD: ${policy.error.issues[0]?.message}`);
    const weakness = await describeWeakPassword(password, { username });
    if (weakness) throw new Error(`SUPEROWNER_PASSWORD: ${weakness}`);
    await createSuperowner({ username, password });
    return { kind: 'superowner', username } satisfies SeedOutcome;
  }
  await seedDemoData();
  return { kind: 'demo' } satisfies SeedOutcome;
}
