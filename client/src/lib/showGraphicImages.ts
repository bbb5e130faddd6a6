import { useSyncExternalStore } from 'react';
import { readStoredValue, writeStoredValue } from './storedValue';

/**
 * The show_graphic_images setting (accounts spec §2, content spec §4): whether thumbnails of graphic
 * images are shown. Kept per session (sessionStorage) or remembered on this computer (localStorage, for a
 * year, under the two-year cap); the session choice wins. Off until the visitor says otherwise.
 */
export const SHOW_GRAPHIC_IMAGES_KEY = 'show_graphic_images';
const REMEMBER_MS = 365 * 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();

function storages(): { session?: Storage; local?: Storage } {
  if (typeof window === 'undefined') return {};
  try {
    return { session: window.sessionStorage, local: window.localStorage };
  } catch {
    return {}; // storage switched off
  }
}

export function readShowGraphicImages(): boolean {
  const { session, local } = storages();
  const chosen =
    (session && readStoredValue<unknown>(session, SHOW_GRAPHIC_IMAGES_KEY)) ??
    (local && readStoredValue<unknown>(local, SHOW_GRAPHIC_IMAGES_KEY));
  return chosen === true;
}

/** Sets the setting for this session, or on this computer when `remember` is true. */
export function setShowGraphicImages(show: boolean, { remember = false } = {}): void {
  const { session, local } = storages();
  if (remember && local) {
    writeStoredValue(local, SHOW_GRAPHIC_IMAGES_KEY, show, REMEMBER_MS);
    session?.removeItem(SHOW_GRAPHIC_IMAGES_KEY);
  } else if (session) {
    writeStoredValue(session, SHOW_GRAPHIC_IMAGES_KEY, show);
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab that remembers the setting changes it here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The setting, re-rendering every thumbnail at once when it changes. */
export function useShowGraphicImages(): boolean {
  return useSyncExternalStore(subscribe, readShowGraphicImages, () => false);
}
