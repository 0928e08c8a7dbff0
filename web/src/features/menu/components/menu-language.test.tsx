import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { MenuView } from './menu-view';

/** The menu as the server writes it in the language the request asks for (Accept-Language). */
function stubLocalizedMenu() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const language = new Headers(init?.headers).get('Accept-Language');
    const path = new URL(String(input), 'http://localhost').pathname;
    const body =
      path === '/api/menu-items'
        ? [
            {
              id: 1,
              foodItemId: 1,
              name: language === 'de' ? 'Grünes Curry mit Poulet' : 'Green Curry Chicken',
              description: '',
              price: 24.5,
              available: true,
              category: 'THAI_CURRY',
            },
          ]
        : [];
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the menu after a language switch', () => {
  afterEach(async () => {
    localStorage.clear();
    await changeLanguage('en', { remember: false });
  });

  it("fetches the menu's texts again in the chosen language", async () => {
    const fetch = stubLocalizedMenu();
    renderWithProviders(
      <>
        <LanguageSwitcher />
        <MenuView pathname="/menu" />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Green Curry Chicken' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Thai Curries' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Grünes Curry mit Poulet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Thai-Currys' })).toBeInTheDocument();
    const menuCalls = fetch.mock.calls.filter(([input]) => String(input) === '/api/menu-items');
    expect(menuCalls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'))).toEqual([
      'en',
      'de',
    ]);
  });
});
