import type { TLanguage } from '@app/shared/languages';
import { useSyncExternalStore } from 'react';
import { currentLanguage, subscribeLanguage, t, tAdmin } from './i18n';

/** The current language; the component renders again when it changes. */
export function useLanguage(): TLanguage {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

/**
 * The translation function for a diner's screen. Calling the hook (not the bare `t`) is what makes the
 * component render again in a newly chosen language.
 */
export function useT(): typeof t {
  useLanguage();
  return t;
}

/** The translation function for a back-office screen: admin and public keys. */
export function useAdminT(): typeof tAdmin {
  useLanguage();
  return tAdmin;
}
