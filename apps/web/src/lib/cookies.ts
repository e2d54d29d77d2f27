import { CONSENT_COOKIES } from '@app/shared';

/** Consent cookies last "forever": the spec fixes their expiry in year 9999. */
const FAR_FUTURE = 'Fri, 31 Dec 9999 23:59:59 GMT';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${FAR_FUTURE}; path=/; SameSite=Lax${secure}`;
}

/** Analytics is on unless the visitor opted out (consent cookie is exactly 'false'). */
export function isAnalyticsEnabled(): boolean {
  return readCookie(CONSENT_COOKIES.analyticsConsent) !== 'false';
}

export function hasSeenCookieBanner(): boolean {
  return readCookie(CONSENT_COOKIES.bannerSeen) === 'true';
}
