import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import { AppHeader } from '@/components/app-header';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/queries/site-config';
import { usePageTitle } from '@/lib/use-page-title';
import classes from './homepage.module.css';

/**
 * /homepage: the SSM firm's public presentation page, with the way into the platform and the
 * contact details the deployment sets (shared/src/site-config.ts).
 */
export function Component() {
  usePageTitle(texts.homepage.title);
  const homepage = texts.homepage;
  const contact = texts.contact;
  const siteConfig = useSiteConfig();
  return (
    <>
      <AppHeader>
        <Button component={Link} to={paths.root.getHref()}>
          {homepage.onlinePlatform}
        </Button>
      </AppHeader>
      <Container size="lg" component="main" py="xl">
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1}>{homepage.title}</Title>
            <Text size="lg">{homepage.intro}</Text>
          </Stack>
          <Stack component="section" gap="md" aria-labelledby="services-title">
            <Title order={2} id="services-title">
              {homepage.servicesTitle}
            </Title>
            <ul className={classes.services}>
              {homepage.services.map((service) => (
                <Paper component="li" withBorder p="md" key={service.title}>
                  <Title order={3} size="h4">
                    {service.title}
                  </Title>
                  <Text mt="xs">{service.description}</Text>
                </Paper>
              ))}
            </ul>
          </Stack>
          <Paper component="section" withBorder p="md" aria-labelledby="platform-title">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="platform-title">
                {homepage.platformTitle}
              </Title>
              <Text>{homepage.platformText}</Text>
              <Button component={Link} to={paths.root.getHref()} size="md">
                {homepage.onlinePlatform}
              </Button>
            </Stack>
          </Paper>
          <Stack component="section" gap="xs" aria-labelledby="contact-title">
            <Title order={2} id="contact-title">
              {contact.title}
            </Title>
            {siteConfig && (
              <>
                <Text>
                  {contact.emailLabel}:{' '}
                  <Anchor href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</Anchor>
                </Text>
                <Text>
                  {contact.phoneLabel}:{' '}
                  <Anchor href={`tel:${siteConfig.contactPhone.replaceAll(' ', '')}`}>
                    {siteConfig.contactPhone}
                  </Anchor>
                </Text>
              </>
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
