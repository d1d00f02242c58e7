/** A person as Romanian documents and lists name them: family name first. */
export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.last_name} ${person.first_name}`;
}
