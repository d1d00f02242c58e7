import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MountWhenOpened } from '@/components/lazy-modal';
import { paths } from '@/config/paths';
import { useCompanies } from '@/lib/queries/companies';
import { useCourses } from '@/lib/queries/courses';
import { rememberFirstSteps } from '@/lib/session';
import classes from './getting-started.module.css';

const CreateCompanyModal = lazy(async () => ({
  default: (await import('./create-company-modal')).CreateCompanyModal,
}));

type Step = { title: string; hint: string; isDone: boolean; action: ReactNode };

/**
 * A new firm's first steps on the owner dashboard (docs/product.md, Owner dashboard): add a
 * company, import its people, add a course. Shown while the firm has no company or no course;
 * nothing shows until both lists have answered, so a firm at work never sees it flash. Whether it
 * showed is kept on the device for the dashboard painted from the HTML (lib/session.ts).
 */
export function GettingStarted() {
  const companies = useCompanies();
  const courses = useCourses();
  const [isAddingCompany, setIsAddingCompany] = useState(false);
  const hasCompany = (companies.data?.length ?? 0) > 0;
  const hasCourse = (courses.data?.length ?? 0) > 0;
  const isKnown = companies.data !== undefined && courses.data !== undefined;
  const isShown = isKnown && !(hasCompany && hasCourse);
  useEffect(() => {
    if (isKnown) rememberFirstSteps(isShown);
  }, [isKnown, isShown]);
  if (!isShown) return null;

  const gettingStarted = texts.gettingStarted;
  const steps: Step[] = [
    {
      title: gettingStarted.addCompany,
      hint: gettingStarted.addCompanyHint,
      isDone: hasCompany,
      action: <Button onClick={() => setIsAddingCompany(true)}>{gettingStarted.addCompany}</Button>,
    },
    {
      title: gettingStarted.importPeople,
      hint: gettingStarted.importPeopleHint,
      isDone: false,
      action: (
        <Button component={Link} to={paths.userImport.getHref()} variant={hasCompany ? 'filled' : 'light'}>
          {gettingStarted.importPeople}
        </Button>
      ),
    },
    {
      title: gettingStarted.addCourse,
      hint: gettingStarted.addCourseHint,
      isDone: hasCourse,
      action: (
        <Button component={Link} to={paths.addCourse.getHref()}>
          {gettingStarted.addCourse}
        </Button>
      ),
    },
  ];

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="getting-started-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="getting-started-title">
          {gettingStarted.title}
        </Title>
        <Text>{gettingStarted.intro}</Text>
        <ol className={classes.steps}>
          {steps.map((step) => (
            <li key={step.title} className={classes.step}>
              <div>
                <Text fw={600} component="span">
                  {step.title}
                </Text>{' '}
                {step.isDone && (
                  <Badge color="green" variant="light">
                    {gettingStarted.done}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {step.hint}
                </Text>
              </div>
              {!step.isDone && step.action}
            </li>
          ))}
        </ol>
      </Stack>
      <MountWhenOpened opened={isAddingCompany}>
        <CreateCompanyModal opened={isAddingCompany} onClose={() => setIsAddingCompany(false)} />
      </MountWhenOpened>
    </Paper>
  );
}
