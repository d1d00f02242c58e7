import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useCompanies } from '@/lib/queries/companies';
import { type SelectOption, withPlaceholder } from '@/lib/select-options';

type ChoiceSelectProps = Omit<NativeSelectProps, 'data'> & {
  options: SelectOption[];
  /** The options are still on their way from the server. */
  isLoading: boolean;
  /** The first, empty option's text while there are options. */
  prompt?: string;
  /** The first, empty option's text when the list came back empty. */
  empty: string;
};

/** A native select of a list from the server, behind a first option that prompts, waits or says it is empty. */
export function ChoiceSelect({
  options,
  isLoading,
  prompt = texts.common.dash,
  empty,
  ...props
}: ChoiceSelectProps) {
  return <NativeSelect data={withPlaceholder(options, { isLoading, prompt, empty })} {...props} />;
}

type CompanySelectProps = Omit<ChoiceSelectProps, 'options' | 'isLoading' | 'empty'> & { empty?: string };

/** The owner's client companies to choose from. */
export function CompanySelect({ empty = texts.companies.noneAvailable, ...props }: CompanySelectProps) {
  const companies = useCompanies();
  const options = (companies.data ?? []).map((company) => ({ value: company.id, label: company.name }));
  return <ChoiceSelect options={options} isLoading={companies.isLoading} empty={empty} {...props} />;
}
