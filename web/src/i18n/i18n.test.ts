import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module each time: the app's first language is chosen once per page load.
async function freshI18n(browserLanguages: string[]) {
  vi.resetModules();
  window.localStorage.removeItem('language');
  document.cookie = 'language=; Path=/; Max-Age=0';
  Object.defineProperty(window.navigator, 'languages', { value: browserLanguages, configurable: true });
  return import('./i18n');
}

describe('the first language of a page', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'en-CH';
    Object.defineProperty(window.navigator, 'languages', { value: ['en-US'], configurable: true });
  });

  it('loads the texts a route asks for while the language is being chosen in that language', async () => {
    const i18n = await freshI18n(['de-CH', 'en']);
    // As main.tsx and the router do: the language is being chosen when the first page's loader asks.
    const started = i18n.startI18n();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const admin = i18n.loadNamespace('admin');
    await Promise.all([started, admin]);
    expect(i18n.currentLanguage()).toBe('de');
    expect(i18n.tAdmin('login.title')).toBe('Admin-Anmeldung');
    expect(document.documentElement.lang).toBe('de-CH');
  });

  it('also when the loader asks before the choice has started', async () => {
    const i18n = await freshI18n(['fr-CH']);
    const pages = i18n.loadNamespace('pages');
    await Promise.all([i18n.startI18n(), pages]);
    expect(i18n.currentLanguage()).toBe('fr');
    expect(i18n.t('pages.privacy.title')).not.toBe('pages.privacy.title');
  });

  it("starts in the language the address names (?lang=), over the browser's and a remembered one", async () => {
    const i18n = await freshI18n(['de-CH']);
    window.localStorage.setItem('language', 'it');
    window.history.replaceState(null, '', '/menu?lang=fr');
    await i18n.startI18n();
    expect(i18n.currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr-CH');
    // The address's language is not the diner's choice: the remembered one stays.
    expect(window.localStorage.getItem('language')).toBe('it');
  });

  it('ignores a language in the address that it does not speak', async () => {
    const i18n = await freshI18n(['de-CH']);
    window.history.replaceState(null, '', '/menu?lang=xx');
    await i18n.startI18n();
    expect(i18n.currentLanguage()).toBe('de');
  });

  it("follows the switcher's cookie when the browser's storage was cleared", async () => {
    const i18n = await freshI18n(['de-CH']);
    document.cookie = 'language=it; Path=/';
    await i18n.startI18n();
    expect(i18n.currentLanguage()).toBe('it');
  });

  it('gives a choice remembered before the cookie existed its cookie, so the server renders in it', async () => {
    const i18n = await freshI18n(['de-CH']);
    window.localStorage.setItem('language', 'fr');
    document.cookie = 'language=it; Path=/';
    await i18n.startI18n();
    expect(i18n.currentLanguage()).toBe('fr');
    expect(document.cookie).toBe('language=fr');
  });
});

describe("the diner's choice of language", () => {
  afterEach(() => {
    window.localStorage.removeItem('language');
    document.cookie = 'language=; Path=/; Max-Age=0';
  });

  it('is remembered in the storage and in the cookie the server renders the pages by', async () => {
    const i18n = await freshI18n(['de-CH']);
    await i18n.changeLanguage('fr');
    expect(window.localStorage.getItem('language')).toBe('fr');
    expect(document.cookie).toBe('language=fr');
    // A language the page starts in is not a choice.
    await i18n.changeLanguage('it', { remember: false });
    expect(document.cookie).toBe('language=fr');
  });
});
