// What the profile's story files share (never imported by screens themselves): the page as the
// app mounts it, with the toast region, and the page's queries.
import type { Decorator } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { ToastRegion } from '@wallet/ui';

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

/** The profile has loaded: its Profile section. */
export const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Profile' });

/** Once the page has loaded, presses one of its buttons. */
export const pressOnPage = async (canvasElement: HTMLElement, name: string) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
};
