import { stubLocalizedMenu } from '@test/localized-menu';
import { renderWithProviders } from '@test/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from './i18n';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  beforeEach(() => localStorage.clear());
  afterEach(async () => {
    localStorage.clear();
    await changeLanguage('en', { remember: false });
  });

  it('is a named group of four toggle buttons, operated by keyboard, that keeps the focus', async () => {
    stubLocalizedMenu();
    renderWithProviders(<LanguageSwitcher />);
    const group = screen.getByRole('group', { name: 'Language' });
    const buttons = screen.getAllByRole('button');
    // The name holds the visible code as a word (WCAG 2.5.3, label in name), then the language's name.
    expect(buttons.map((button) => button.textContent)).toEqual(['DE', 'FR', 'IT', 'EN']);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'DE Deutsch',
      'FR Français',
      'IT Italiano',
      'EN English',
    ]);
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'DE Deutsch' })).toHaveAttribute('lang', 'de');

    const deutsch = screen.getByRole('button', { name: 'DE Deutsch' });
    deutsch.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de-CH'));
    expect(group).toHaveAccessibleName('Sprache');
    expect(deutsch).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'false');
    expect(deutsch).toHaveFocus();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });
});
