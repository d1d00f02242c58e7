import type { CompanyUserFields } from './contract/people';
import * as texts from './texts';

/**
 * The worker data the header of the fișă individuală prints (docs/domain.md, Fișa individuală de
 * instruire), in the order the annex lists it. A person missing any prints blank lines where an
 * inspector expects them, so the owner's and the admin's people pages say who misses what.
 */
export const SHEET_PERSON_FIELDS = [
  'birth_date',
  'birth_place',
  'address',
  'qualification',
  'job_title',
  'workplace',
  'hire_date',
] as const satisfies readonly (keyof CompanyUserFields)[];

export type SheetPersonField = (typeof SHEET_PERSON_FIELDS)[number];

const SHEET_FIELD_WORDS: Record<SheetPersonField, string> = {
  birth_date: texts.people.birthDate,
  birth_place: texts.people.birthPlace,
  address: texts.people.address,
  qualification: texts.people.qualification,
  job_title: texts.people.jobTitle,
  workplace: texts.people.workplace,
  hire_date: texts.people.hireDate,
};

/** The fișă's fields a person lacks, in the annex's order, as the people pages name them. */
export function missingSheetData(person: Pick<CompanyUserFields, SheetPersonField>): string[] {
  return SHEET_PERSON_FIELDS.filter((field) => !person[field]?.trim()).map(
    (field) => SHEET_FIELD_WORDS[field],
  );
}
