// What the profile's story files share (never imported by screens themselves): the page as the
// app mounts it, with the toast region, and the page's queries.
import { i18n } from '@lingui/core';
import type { Decorator } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { isLocale, ToastRegion } from '@wallet/ui';
import { tr } from '../testing/storyKit';

/** The page at /profile, signed in as the verified persona (a story may choose another). */
export const profileParameters = { route: { path: '/profile' }, signedInAs: PERSONAS.verified };

/** The toast region beside the page, for the saved-preferences toast. */
export const profileDecorators: Decorator[] = [
  (Story) => (
    <>
      <Story />
      <ToastRegion />
    </>
  ),
];

/** The profile has loaded: its Profile section, in the story's language. */
export const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: tr('Profile') });

/** The story's language, as the persona's profile holds it (English for the pseudo-locale). */
export const storyLocale = () => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** Once the page has loaded, presses one of its buttons. */
export const pressOnPage = async (canvasElement: HTMLElement, name: string) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
};
