import { backfillUsernameKeys } from '../accounts/domain/username-keys';
import { withTableOnlyStore } from './local-store';

/*
 * `npm run backfill-username-keys [-- <firm id>]`: stores the username's look-alike key on every
 * user item (of every firm, super owners included, or of one firm) written before the key was
 * kept there, once after deploying it (docs/data-model.md, usernames); running it again stores
 * nothing.
 *   - TABLE_NAME set: that table (a deployed one, with the shell's AWS credentials).
 *   - otherwise: the local store in DATA_DIR (default `.data`), as `npm start` keeps it.
 * It touches the table only, so buckets and the token secret are not needed.
 */
async function backfill(): Promise<void> {
  const [firmId] = process.argv.slice(2);
  const summary = await backfillUsernameKeys({ firmId });
  console.log(`${summary.users} users, ${summary.stored} username keys stored.`);
}

withTableOnlyStore(backfill).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
