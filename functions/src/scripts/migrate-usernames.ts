import { migrateUsernameMarkers } from '../accounts/domain/username-keys';
import { withTableOnlyStore } from './local-store';

/*
 * `npm run migrate-usernames`: moves every username marker to its look-alike key, once after
 * deploying the look-alike keys (docs/data-model.md, usernames); running it again is harmless.
 *   - TABLE_NAME set: that table (a deployed one, with the shell's AWS credentials).
 *   - otherwise: the local store in DATA_DIR (default `.data`), as `npm start` keeps it.
 * It touches the table only, so buckets and the token secret are not needed.
 */
async function migrate(): Promise<void> {
  const summary = await migrateUsernameMarkers();
  console.log(`${summary.users} users, ${summary.moved} markers moved to their look-alike key.`);
  for (const user of summary.lookAlikes) {
    console.log(
      `Look-alike of another account, left on its old key (rename it): ${user.username} (id ${user.id})`,
    );
  }
}

withTableOnlyStore(migrate).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
