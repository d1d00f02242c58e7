import { Alert, Anchor, NativeSelect, Stack, Text } from '@mantine/core';
import {
  helpHref,
  isLanguage,
  LANGUAGE_OWN_NAMES,
  LANGUAGE_TAGS,
  LOGIN_NEXT_PARAMETER,
  SCREEN_LANGUAGES,
  texts,
  toSitePath,
} from '@ssm/shared';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { CenteredLayout } from '@/components/centered-layout';
import { paths, SESSION_EXPIRED_PARAMETER } from '@/config/paths';
import { LoginForm } from '@/features/accounts/components/login-form';
import { useSiteConfig } from '@/lib/queries/site-config';
import { useLoginLanguage } from '@/lib/screen-language';
import { getLandingHref, readSession } from '@/lib/session';

/**
 * / and /login: sign in, or find the way to a reset, the public verification and help. A user
 * still signed in goes on to their dashboard, or to the page of the site `next` names (an
 * e-mail's link to a course), or first to the password change a reset requires; one whose
 * session ended is told why they are here.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const next = toSitePath(searchParams.get(LOGIN_NEXT_PARAMETER));
  const session = readSession();
  const siteConfig = useSiteConfig();
  const screen = useLoginLanguage();
  if (session) return <Navigate to={getLandingHref(session, next)} replace />;
  return (
    <CenteredLayout title={screen.texts.login.title}>
      {/* A worker who reads no Romanian signs in in their own language (docs/product.md). */}
      <NativeSelect
        label={screen.texts.languageSwitch}
        value={screen.chosen}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLanguage(chosen)) screen.choose(chosen);
        }}
        data={SCREEN_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_OWN_NAMES[language] }))}
      />
      {searchParams.has(SESSION_EXPIRED_PARAMETER) ? (
        <Alert color="blue" role="status">
          {texts.login.sessionExpired}
        </Alert>
      ) : (
        <Text c="dimmed">{texts.login.intro}</Text>
      )}
      <div lang={LANGUAGE_TAGS[screen.language]}>
        <LoginForm next={next} screenTexts={screen.texts} />
      </div>
      <Stack gap={4} align="flex-start">
        <Anchor component={Link} to={paths.resetPassword.getHref()}>
          {texts.login.forgotPassword}
        </Anchor>
        <Anchor component={Link} to={paths.verification.getHref()}>
          {texts.login.verifyLink}
        </Anchor>
        {siteConfig && <Anchor href={helpHref(siteConfig)}>{texts.login.help}</Anchor>}
      </Stack>
    </CenteredLayout>
  );
}
