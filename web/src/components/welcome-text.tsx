import { Text } from '@mantine/core';
import { useScreenLanguage } from '@/lib/screen-language';
import { readStoredUser } from '@/lib/stored-user';

/** Greets the signed-in user by the name stored at login, a worker in their language. */
export function WelcomeText() {
  const user = readStoredUser();
  const screen = useScreenLanguage();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <Text size="lg" lang={screen.tag}>
      {screen.texts.dashboard.welcome(name)}
    </Text>
  );
}
