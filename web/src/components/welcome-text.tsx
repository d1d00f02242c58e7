import { Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { readStoredUser } from '@/lib/stored-user';

/** Greets the signed-in user by the name stored at login. */
export function WelcomeText() {
  const user = readStoredUser();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return <Text size="lg">{texts.dashboards.welcome(name)}</Text>;
}
