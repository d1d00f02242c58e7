import { TEXT_LIMITS } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { newId } from '../../src/platform/ids';
import {
  listWorkerRostersOfFirm,
  putWorkerRosterIfNewer,
} from '../../src/training-status/data/worker-rosters';
import { buildWorkerRoster, currentRosterParts } from '../../src/training-status/domain/firm-workers';
import { computeWorkerFigures } from '../../src/training-status/domain/worker-trainings';
import { buildCompany, buildFirm } from '../support/builders';

/*
 * A company's roster in the table (docs/training-status.md, "The firm's workers"): cut into parts
 * that each fit an item whatever the names, written whole, and read back as written, the newest
 * computation's parts only.
 */

/** Letters above U+0800 (3 bytes each in UTF-8), drawn at random so that nothing compresses them. */
function incompressibleName(): string {
  return Array.from({ length: TEXT_LIMITS.personName }, () =>
    String.fromCharCode(0x0800 + Math.floor(Math.random() * (0xd7ff - 0x0800))),
  ).join('');
}

function people(count: number, name: () => string) {
  return Array.from({ length: count }, (_, index) => ({
    id: newId(),
    first_name: name(),
    last_name: name(),
    birth_date: index % 2 === 0 ? '1985-03-04' : null,
    birth_place: null,
    address: null,
    job_title: null,
    workplace: null,
    qualification: null,
    hire_date: index % 3 === 0 ? null : '2025-01-15',
  }));
}

async function rosterOf(company: Awaited<ReturnType<typeof buildCompany>>, count: number, at: Date) {
  return buildWorkerRoster(
    company,
    people(count, incompressibleName),
    (person) => computeWorkerFigures(person as unknown as UserRecord, company, at),
    at,
  );
}

describe("a company's roster", () => {
  it('of more than 1,000 workers with the longest names is stored in parts and read back as written', async () => {
    const firm = await buildFirm();
    const company = await buildCompany(firm.id);
    const roster = await rosterOf(company, 1001, new Date());

    expect(await putWorkerRosterIfNewer(roster)).toBe(true);

    const stored = currentRosterParts(await listWorkerRostersOfFirm(firm.id));
    expect(roster.length).toBeGreaterThan(1);
    expect(stored.sort((first, second) => first.part - second.part)).toStrictEqual(roster);
  });

  it("is read at its newest computation only: a smaller one's parts hide the older's, an older one is refused", async () => {
    const firm = await buildFirm();
    const company = await buildCompany(firm.id);
    const earlier = new Date(Date.now() - 60_000);
    await putWorkerRosterIfNewer(await rosterOf(company, 300, earlier));
    const smaller = await rosterOf(company, 3, new Date());

    expect(await putWorkerRosterIfNewer(smaller)).toBe(true);
    expect(await putWorkerRosterIfNewer(await rosterOf(company, 5, earlier))).toBe(false);

    const stored = await listWorkerRostersOfFirm(firm.id);
    expect(stored.length).toBeGreaterThan(1);
    expect(currentRosterParts(stored)).toStrictEqual(smaller);
  });
});
