import { listCompaniesOfFirm } from '../data/companies';
import { listFirms } from '../data/firms';
import {
  listOwnersOfFirm,
  listSuperowners,
  listUsersOfCompany,
  moveUsernameMarker,
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

async function listEveryUser(): Promise<UserRecord[]> {
  const people = await listSuperowners();
  for (const firm of await listFirms()) {
    people.push(...(await listOwnersOfFirm(firm.id)));
    for (const company of await listCompaniesOfFirm(firm.id)) {
      people.push(...(await listUsersOfCompany(company.id)).users);
    }
  }
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
