import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '../local/demo-data';
import { scratchDirectoryRoot, startEmulators } from '../local/emulators';
import { LARGE_FIRM_SIZE, largeFirmLogins, seedLargeFirm } from '../local/large-firm';
import { findRunningPlatform } from '../local/running-platform';
import { resetClientsForTests } from '../platform/aws';
import { resetConfigForTests } from '../platform/config';

/*
 * `npm run seed:large`: adds the large firm (200 companies of 51 people, 20 courses, a year of
 * history) to the local store in DATA_DIR (default `.data`). A store that already has it is left
 * as is. With `npm start` running, through its emulators; otherwise on emulators started on a
 * copy of the store in scratch space, copied back when done: DynamoDB Local syncs every write to
 * its file, which on a disk makes these 144,000 writes take many minutes instead of about two.
 */

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const PERSISTED_PARTS = ['dynamodb', 's3'];

async function seed(): Promise<void> {
  resetConfigForTests();
  resetClientsForTests();
  const startedAt = performance.now();
  const seeded = await seedLargeFirm({
    onCompanyWritten: (done) => {
      if (done % 20 === 0) console.log(`  ${done} / ${LARGE_FIRM_SIZE.companies} companii`);
    },
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = seeded
    ? [
        `Firma mare creată în ${seconds} s: ${LARGE_FIRM_SIZE.companies} companii × ${LARGE_FIRM_SIZE.employeesPerCompany} angajați, ${LARGE_FIRM_SIZE.courses} cursuri, ${seeded.itemsWritten.toLocaleString('ro')} înregistrări.`,
      ]
    : ['Firma mare există deja în aceste date.'];
  lines.push(
    '',
    `Conturi (parola pentru toate: ${DEMO_PASSWORD}):`,
    `  owner:   ${largeFirmLogins.owner}`,
    `  admin:   ${largeFirmLogins.admin(0)} … ${largeFirmLogins.admin(LARGE_FIRM_SIZE.companies - 1)}`,
    `  angajat: ${largeFirmLogins.employee(0, 0)} … ${largeFirmLogins.employee(LARGE_FIRM_SIZE.companies - 1, LARGE_FIRM_SIZE.employeesPerCompany - 1)}`,
  );
  console.log(lines.join('\n'));
}

async function seedOnStagingCopy(): Promise<void> {
  const staging = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-seed-large-'));
  try {
    for (const part of PERSISTED_PARTS)
      await cp(join(dataDir, part), join(staging, part), { recursive: true }).catch(() => undefined);
    const emulators = await startEmulators({ dataDir: staging });
    try {
      Object.assign(process.env, emulators.env, { LOG_LEVEL: 'warn' });
      await seed();
    } finally {
      await emulators.stop();
    }
    for (const part of PERSISTED_PARTS)
      await cp(join(staging, part), join(dataDir, part), { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const running = await findRunningPlatform(dataDir);
  if (running) {
    console.log(
      'Se scrie prin platforma pornită (npm start); fără ea, încărcarea este de câteva ori mai rapidă.',
    );
    Object.assign(process.env, running);
    await seed();
    return;
  }
  await seedOnStagingCopy();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
