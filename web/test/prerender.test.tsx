import { texts } from '@ssm/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLoginShell } from '@/app/prerender';
import { moveStylesToClasses } from '../vite/prerender';
import { renderApp } from './support/render-app';

describe('the login page index.html paints before the app runs', () => {
  it('is the page the app renders at /login for a visitor without a session', async () => {
    const shell = document.createElement('div');
    shell.innerHTML = renderLoginShell();
    renderApp('/login');
    await screen.findByRole('heading', { name: texts.login.title, level: 1 });

    const page = document.body.querySelector('div')!;
    // The help link follows once the site's settings have loaded, below the rest.
    expect(page.textContent).toContain(shell.textContent);
    expect(shell.textContent).toContain(texts.login.intro);
    expect(shell.querySelector('form input[autocomplete="current-password"]')).not.toBeNull();
  });

  it("moves each style attribute into a class of its own stylesheet, as the site's CSP asks", () => {
    const { markup, css } = moveStylesToClasses(
      '<main style="padding:var(--x)" class="a"><p style="color:red;content:&quot;x&quot;">t</p><br style="padding:var(--x)"/></main>',
    );

    expect(markup).not.toContain('style=');
    const [mainClass] = markup.match(/ls-[\w-]+/g)!;
    expect(markup).toMatch(new RegExp(`<main class="${mainClass} a">`));
    expect(markup).toMatch(new RegExp(`<br class="${mainClass}"/>`));
    expect(css).toContain(`#root .${mainClass}{padding:var(--x)}`);
    expect(css).toContain('{color:red;content:"x"}');
    expect(css.split('\n')).toHaveLength(2);
  });
});
