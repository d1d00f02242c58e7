import { listCompaniesOfFirm } from '../../companies/data/companies';
import { listFirms } from '../../firms/data/firms';
import {
  listOwnersOfFirm,
  listSuperowners,
  listUsersOfCompany,
  moveUsernameMarker,
  storeUsernameKey,
  type UserRecord,
} from '../data/users';

/*
 * Username markers used to be keyed by the lower-cased username; they are now keyed by the
 * look-alike key (`toUsernameKey`), so `оwner.a` with a Cyrillic о cannot exist beside
 * `owner.a`. Logins read both keys, so every account signs in before and after this moves the
 * stored markers; uniqueness against look-alikes holds for an account once its marker moved
 * (docs/data-model.md, usernames).
 */

export type UsernameMigrationSummary = {
  users: number;
  moved: number;
  /** Accounts whose look-alike key another account holds: to be renamed by their owner. */
  lookAlikes: { id: string; username: string }[];
};

async function listPeopleOfFirm(firmId: string): Promise<UserRecord[]> {
  const people = await listOwnersOfFirm(firmId);
  for (const company of await listCompaniesOfFirm(firmId)) {
    people.push(...(await listUsersOfCompany(company.id)).users);
  }
  return people;
}

async function listEveryUser(): Promise<UserRecord[]> {
  const people = await listSuperowners();
  for (const firm of await listFirms()) people.push(...(await listPeopleOfFirm(firm.id)));
  return people;
}

/** Moves every stored username marker to its look-alike key; safe to run again. */
export async function migrateUsernameMarkers(): Promise<UsernameMigrationSummary> {
  const people = await listEveryUser();
  const summary: UsernameMigrationSummary = { users: people.length, moved: 0, lookAlikes: [] };
  for (const user of people) {
    const move = await moveUsernameMarker(user);
    if (move === 'moved') summary.moved += 1;
    if (move === 'look-alike-taken') summary.lookAlikes.push({ id: user.id, username: user.username });
  }
  return summary;
}

export type UsernameKeyBackfillSummary = { users: number; stored: number };

/**
 * Stores its look-alike key on every user (or every user of one firm: its owners and its
 * companies' people) stored before the key was kept on the user item (docs/data-model.md,
 * usernames), so deleting them never computes it; safe to run again.
 */
export async function backfillUsernameKeys(
  options: { firmId?: string | undefined } = {},
): Promise<UsernameKeyBackfillSummary> {
  const people = options.firmId ? await listPeopleOfFirm(options.firmId) : await listEveryUser();
  const summary: UsernameKeyBackfillSummary = { users: people.length, stored: 0 };
  for (const user of people) {
    if (user.username_key === undefined && (await storeUsernameKey(user))) summary.stored += 1;
  }
  return summary;
}
