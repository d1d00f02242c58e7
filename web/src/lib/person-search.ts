import { foldDiacritics } from '@ssm/shared';

const fold = (text: string) => foldDiacritics(text).toLowerCase().trim();

/** Names are searched ignoring case and diacritics ('stefan' finds 'Ștefan'), in any order. */
export function matchesPersonSearch(
  person: { first_name: string; last_name: string; username: string },
  search: string,
): boolean {
  const wanted = fold(search);
  if (wanted === '') return true;
  const names = [
    `${person.first_name} ${person.last_name}`,
    `${person.last_name} ${person.first_name}`,
    person.username,
  ];
  return names.some((name) => fold(name).includes(wanted));
}
