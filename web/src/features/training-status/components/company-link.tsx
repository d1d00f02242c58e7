import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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

/**
 * A click anywhere on a company's row or card opens its page, as its name's link does; the link
 * stays the way in for the keyboard and screen readers (one tab stop, named after the company).
 * A click on a link or button keeps its own action, a modified click is left to the browser, and
 * a click that ends selecting text does not navigate.
 */
export function useOpenCompanyOnClick() {
  const navigate = useNavigate();
  return (companyId: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button, input')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (window.getSelection()?.toString()) return;
    navigate(paths.companyTrainings.getHref(companyId));
  };
}
