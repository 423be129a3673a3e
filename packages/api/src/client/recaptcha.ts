import { getApiConfig } from './config';

/** The token sent when no site key is configured (demo mode, Storybook, tests). */
export const STAND_IN_RECAPTCHA_TOKEN = 'demo-recaptcha-token';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let script: Promise<Grecaptcha> | undefined;

/** Loads Google's reCAPTCHA v3 script once; a failed load may be retried on the next call. */
function loadScript(siteKey: string): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    tag.async = true;
    tag.onload = () => window.grecaptcha?.ready(() => resolve(window.grecaptcha!));
    tag.onerror = () => {
      script = undefined;
      tag.remove();
      reject(new Error('reCAPTCHA could not load'));
    };
    document.head.append(tag);
  });
  return script;
}

/**
 * A reCAPTCHA v3 token for one auth call (login, signup). With a site key configured this runs
 * Google's script; without one it is the stand-in the demo backend accepts. A failure gives an
 * empty token, which the server refuses as a captcha error (the generic dialog).
 */
export async function getRecaptchaToken(action: string): Promise<string> {
  const { recaptchaSiteKey } = getApiConfig();
  if (!recaptchaSiteKey) return STAND_IN_RECAPTCHA_TOKEN;
  try {
    const grecaptcha = await loadScript(recaptchaSiteKey);
    return await grecaptcha.execute(recaptchaSiteKey, { action });
  } catch {
    return '';
  }
}

/** Starts loading the script early (when a page with a captcha-protected form opens). */
export function preloadRecaptcha() {
  const { recaptchaSiteKey } = getApiConfig();
  if (recaptchaSiteKey) void loadScript(recaptchaSiteKey).catch(() => undefined);
}
