import type { PublicConfig } from '@app/shared';
import { CONSENT_COOKIES } from '@app/shared';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

/**
 * Analytics consent (journey-and-accounts §4, plans-payments-admin §4) in the style of Google
 * Consent Mode: gtag('consent', 'default' | 'update', { analytics_storage }). No third-party
 * script loads unless the server reports an analytics id (GET /api/public-config) AND the
 * visitor has accepted; until then nothing leaves the page.
 */

type ConsentState = 'granted' | 'denied';
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let scriptRequested = false;

function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    // The official snippet: gtag.js reads `arguments` objects from the data layer.
    window.gtag = function gtagShim() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
      window.dataLayer?.push(arguments);
    };
    window.gtag('consent', 'default', { analytics_storage: 'denied' });
  }
  window.gtag(...args);
}

export function hasAnalyticsConsent(): boolean {
  return readCookie(CONSENT_COOKIES.analyticsConsent) === 'true';
}

async function fetchAnalyticsId(): Promise<string | null> {
  try {
    const response = await fetch('/api/public-config', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const config = (await response.json()) as PublicConfig;
    return typeof config.analyticsId === 'string' && config.analyticsId ? config.analyticsId : null;
  } catch {
    return null;
  }
}

/** Loads gtag.js once, only with an analytics id and only after consent. */
async function loadAnalyticsIfAllowed(): Promise<void> {
  if (scriptRequested || !hasAnalyticsConsent()) return;
  scriptRequested = true;
  const id = await fetchAnalyticsId();
  if (!id || !hasAnalyticsConsent()) {
    scriptRequested = false;
    return;
  }
  gtag('js', new Date());
  gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

function updateConsent(state: ConsentState): void {
  gtag('consent', 'update', { analytics_storage: state });
}

/** Cookie banner "Accept": banner seen, consent true, analytics storage granted. */
export function acceptAnalytics(): void {
  writeCookie(CONSENT_COOKIES.bannerSeen, 'true');
  writeCookie(CONSENT_COOKIES.analyticsConsent, 'true');
  updateConsent('granted');
  void loadAnalyticsIfAllowed();
}

/** Cookie banner "Opt out" and the /opt-out page: consent false, analytics storage denied. */
export function optOutOfAnalytics(): void {
  writeCookie(CONSENT_COOKIES.analyticsConsent, 'false');
  updateConsent('denied');
}

/** Close and "Learn more": only marks the banner seen. */
export function markBannerSeen(): void {
  writeCookie(CONSENT_COOKIES.bannerSeen, 'true');
}

/** Shown unless the "banner seen" cookie exists or consent is false. */
export function shouldShowBanner(): boolean {
  return (
    readCookie(CONSENT_COOKIES.bannerSeen) === undefined &&
    readCookie(CONSENT_COOKIES.analyticsConsent) !== 'false'
  );
}

/** At start-up: a visitor who accepted earlier gets analytics (if configured). */
export function startAnalytics(): void {
  if (!hasAnalyticsConsent()) return;
  updateConsent('granted');
  void loadAnalyticsIfAllowed();
}
