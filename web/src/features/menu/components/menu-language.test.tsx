import { stubLocalizedMenu } from '@test/localized-menu';
import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarationsUi } from '@/features/menu/declarations/declarations-slots';
import { changeLanguage } from '@/i18n/i18n';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { MenuView } from './menu-view';

// The dishes' labels in place before the first click, as once their chunk is in (declarations-slots.tsx).
beforeAll(() => loadDeclarationsUi());

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

    await userEvent.click(screen.getByRole('button', { name: 'DE Deutsch' }));
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
