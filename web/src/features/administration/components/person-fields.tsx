import { NativeSelect, TextInput } from '@mantine/core';
import { isEmail, type UseFormReturnType } from '@mantine/form';
import {
  COMPANY_ROLES,
  type CompanyRole,
  ROLE_LABELS,
  STAFF_CATEGORIES,
  type StaffCategory,
  texts,
} from '@ssm/shared';
import type { ReactNode } from 'react';
import { CompanySelect } from '@/components/choice-select';
import classes from '@/components/layout.module.css';
import type { ApiResponse } from '@/lib/api-client';

/** A person as the company's people list gives them. */
export type CompanyPerson = ApiResponse<'company-users'>[number];

/** The person fields of the add-user and edit-user forms (docs/product.md, Add user). */
export type PersonValues = {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
  hire_date: string;
  address: string;
  job_title: string;
  birth_place: string;
  workplace: string;
  qualification: string;
  staff_category: StaffCategory | '';
  role: CompanyRole;
  company: string;
};

/** The form's values for a stored person, or blank ones for a new person. */
export function toPersonValues(person?: CompanyPerson): PersonValues {
  return {
    username: person?.username ?? '',
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    email: person?.email ?? '',
    birth_date: person?.birth_date ?? '',
    hire_date: person?.hire_date ?? '',
    address: person?.address ?? '',
    job_title: person?.job_title ?? '',
    birth_place: person?.birth_place ?? '',
    workplace: person?.workplace ?? '',
    qualification: person?.qualification ?? '',
    staff_category: person?.staff_category ?? '',
    role: person?.role ?? 'employee',
    company: person?.company ?? '',
  };
}

const REQUIRED_FIELDS = ['username', 'first_name', 'last_name', 'email', 'company'] as const;

/** The required fields' 'Completează toate câmpurile obligatorii.' and the e-mail's form. */
export function validatePerson(values: PersonValues): Record<string, ReactNode> {
  const errors: Record<string, ReactNode> = {};
  for (const field of REQUIRED_FIELDS) {
    if (!values[field].trim()) errors[field] = texts.people.allRequired;
  }
  errors.email ??= values.email.trim() ? isEmail(texts.api.invalidEmail)(values.email.trim()) : null;
  return errors;
}

/** Whether the form shows the required fields' one message in its banner. */
export function hasMissingPersonFields(form: UseFormReturnType<PersonValues>): boolean {
  return REQUIRED_FIELDS.some((field) => form.errors[field] === texts.people.allRequired);
}

/**
 * The person's fields; with `canPlace`, the role and the company too (an owner's choice: an admin
 * neither moves people nor changes a role).
 */
export function PersonFields({
  form,
  canPlace,
}: {
  form: UseFormReturnType<PersonValues>;
  canPlace: boolean;
}) {
  return (
    <div className={classes.grid}>
      <TextInput
        label={texts.people.username}
        autoComplete="off"
        withAsterisk
        {...form.getInputProps('username')}
      />
      <TextInput type="email" label={texts.people.email} withAsterisk {...form.getInputProps('email')} />
      <TextInput label={texts.people.firstName} withAsterisk {...form.getInputProps('first_name')} />
      <TextInput label={texts.people.lastName} withAsterisk {...form.getInputProps('last_name')} />
      <TextInput type="date" label={texts.people.birthDate} {...form.getInputProps('birth_date')} />
      <TextInput type="date" label={texts.people.hireDate} {...form.getInputProps('hire_date')} />
      <TextInput label={texts.people.address} {...form.getInputProps('address')} />
      <TextInput label={texts.people.jobTitle} {...form.getInputProps('job_title')} />
      <TextInput label={texts.people.birthPlace} {...form.getInputProps('birth_place')} />
      <TextInput label={texts.people.workplace} {...form.getInputProps('workplace')} />
      <TextInput label={texts.people.qualification} {...form.getInputProps('qualification')} />
      <NativeSelect
        label={texts.workerTraining.staffCategory}
        data={[
          { value: '', label: texts.workerTraining.staffCategoryNone },
          ...STAFF_CATEGORIES.map((category) => ({
            value: category,
            label: texts.workerTraining.staffCategoryLabels[category],
          })),
        ]}
        {...form.getInputProps('staff_category')}
      />
      {canPlace && (
        <>
          <NativeSelect
            label={texts.people.role}
            data={COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            {...form.getInputProps('role')}
          />
          <CompanySelect label={texts.people.company} withAsterisk {...form.getInputProps('company')} />
        </>
      )}
    </div>
  );
}
