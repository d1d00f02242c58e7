import { NativeSelect, TextInput } from '@mantine/core';
import { isEmail, type UseFormReturnType } from '@mantine/form';
import {
  COMPANY_ROLES,
  type CompanyRole,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  ROLE_LABELS,
  STAFF_CATEGORIES,
  type StaffCategory,
  TEXT_LIMITS,
  texts,
} from '@ssm/shared';
import type { ReactNode } from 'react';
import { CompanySelect } from '@/components/choice-select';
import classes from '@/components/layout.module.css';
import { LimitedTextInput } from '@/components/limited-text';
import type { ApiResponse } from '@/lib/api-client';
import { lengthErrors } from '@/lib/text-limits';

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
  language: Language;
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
    language: person?.language ?? 'ro',
    role: person?.role ?? 'employee',
    company: person?.company ?? '',
  };
}

const REQUIRED_FIELDS = ['username', 'first_name', 'last_name', 'company'] as const;

/** The longest text of each person field, as the server takes it. */
const PERSON_LIMITS = {
  username: TEXT_LIMITS.username,
  first_name: TEXT_LIMITS.personName,
  last_name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  address: TEXT_LIMITS.address,
  job_title: TEXT_LIMITS.personDetail,
  birth_place: TEXT_LIMITS.personDetail,
  workplace: TEXT_LIMITS.personDetail,
  qualification: TEXT_LIMITS.personDetail,
} as const satisfies Partial<Record<keyof PersonValues, number>>;

/** Each field's one message: required (the form's own text), too long, or not an e-mail. */
export function validatePerson(values: PersonValues): Record<string, ReactNode> {
  const errors: Record<string, ReactNode> = lengthErrors(values, PERSON_LIMITS);
  for (const field of REQUIRED_FIELDS) {
    if (!values[field].trim()) errors[field] = texts.people.allRequired;
  }
  errors.email ??= values.email.trim() ? isEmail(texts.api.invalidEmail)(values.email.trim()) : null;
  return errors;
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
      <LimitedTextInput
        label={texts.people.username}
        autoComplete="off"
        withAsterisk
        limit={PERSON_LIMITS.username}
        {...form.getInputProps('username')}
      />
      <LimitedTextInput
        type="email"
        label={texts.people.email}
        description={texts.people.emailOptional}
        limit={PERSON_LIMITS.email}
        {...form.getInputProps('email')}
      />
      <LimitedTextInput
        label={texts.people.firstName}
        withAsterisk
        limit={PERSON_LIMITS.first_name}
        {...form.getInputProps('first_name')}
      />
      <LimitedTextInput
        label={texts.people.lastName}
        withAsterisk
        limit={PERSON_LIMITS.last_name}
        {...form.getInputProps('last_name')}
      />
      <TextInput type="date" label={texts.people.birthDate} {...form.getInputProps('birth_date')} />
      <TextInput type="date" label={texts.people.hireDate} {...form.getInputProps('hire_date')} />
      <LimitedTextInput
        label={texts.people.address}
        limit={PERSON_LIMITS.address}
        {...form.getInputProps('address')}
      />
      <LimitedTextInput
        label={texts.people.jobTitle}
        limit={PERSON_LIMITS.job_title}
        {...form.getInputProps('job_title')}
      />
      <LimitedTextInput
        label={texts.people.birthPlace}
        limit={PERSON_LIMITS.birth_place}
        {...form.getInputProps('birth_place')}
      />
      <LimitedTextInput
        label={texts.people.workplace}
        limit={PERSON_LIMITS.workplace}
        {...form.getInputProps('workplace')}
      />
      <LimitedTextInput
        label={texts.people.qualification}
        limit={PERSON_LIMITS.qualification}
        {...form.getInputProps('qualification')}
      />
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
      <NativeSelect
        label={texts.people.language}
        description={texts.people.languageHint}
        data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        {...form.getInputProps('language')}
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
