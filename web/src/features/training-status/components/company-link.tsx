import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { paths } from '@/config/paths';

/** A company's name leading to its people's trainings: "who is overdue, where" is one click away. */
export function CompanyLink({ id, name }: { id: string; name: string }) {
  return (
    <Anchor component={Link} to={paths.companyTrainings.getHref(id)} className={layout.cellLink}>
      {name}
    </Anchor>
  );
}
