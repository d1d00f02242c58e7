import { Paper, Stack } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { CompanySelect } from '@/components/choice-select';
import { CompanyPeople } from './company-people';

/** The owner's way to a company's people on /user-management: choose the company, search, edit. */
export function PeoplePanel() {
  const [companyId, setCompanyId] = useState<string | null>(null);
  return (
    <Paper component="section" withBorder p="md" aria-label={texts.people.peopleTitle}>
      <Stack gap="sm">
        <CompanySelect
          label={texts.people.chooseCompany}
          value={companyId ?? ''}
          onChange={(event) => setCompanyId(event.currentTarget.value || null)}
        />
        {companyId && <CompanyPeople companyId={companyId} canPlace />}
      </Stack>
    </Paper>
  );
}
