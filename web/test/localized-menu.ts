import { isLanguage } from '@app/shared/languages';
import { vi } from 'vitest';
import { publicCategories } from './fixtures';

/** The menu as the server writes it in the language the request asks for (Accept-Language). */
export function stubLocalizedMenu() {
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
        : path === '/api/categories'
          ? publicCategories(isLanguage(language) ? language : 'en')
          : [];
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
