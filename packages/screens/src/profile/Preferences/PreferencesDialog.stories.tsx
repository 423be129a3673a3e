import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOCALE_NAMES } from '@wallet/ui';
import { expect, waitFor, within } from 'storybook/test';
import { getProfile } from '@wallet/api';
import { flowStory, type FlowContext, type FlowStep } from '../../testing/flowStory';
import { PROFILE_MESSAGES as P } from '../messages';
import { ProfileScreen } from '../ProfileScreen';
import { pressOnPage, profileDecorators, profileParameters, storyLocale } from '../profileStories';
import { containing, failing, tr } from '../../testing/storyKit';

// Edit Preferences, opened from the profile page as a user opens it.

const meta = {
  title: 'Screens/Profile/Edit Preferences',
  component: ProfileScreen,
  parameters: profileParameters,
  decorators: profileDecorators,
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async ({ screen }: FlowContext) =>
  within(await screen.findByRole('dialog', { name: tr('Edit Preferences') }));

const open: FlowStep = {
  name: 'open Edit Preferences from the page',
  run: async (context) => {
    await pressOnPage(context.canvasElement, tr('Edit Preferences'));
    // The dialog's code (the form, the timezone list) loads on first use: on a loaded machine
    // the first story to open it can wait longer than the 10 s of a query.
    await context.screen.findByRole(
      'dialog',
      { name: tr('Edit Preferences') },
      { timeout: 30_000 },
    );
  },
};

/** The name must be 1 to 40 characters; the timezone list shows spaces. */
export const EditPreferencesDialog: Story = {
  parameters: {
    spec: ['profile.preferences.edit-dialog'],
    specExpect: [
      // The list open: the rest of the dialog is hidden from assistive technology meanwhile.
      { role: 'dialog', name: 'Edit Preferences' },
      { role: 'combobox', name: 'Timezone' },
      { role: 'option', name: 'America/Port of Spain' },
    ],
  },
  play: flowStory([
    open,
    {
      name: 'an empty name is refused when left, 45 characters are cut to 40',
      run: async (context) => {
        const { userEvent } = context;
        const dialog = await dialogOf(context);
        const name = dialog.getByRole('textbox', { name: tr('Preferred Name') });
        await expect(name).toHaveFocus();
        const save = dialog.getByRole('button', { name: tr('Save') });
        await userEvent.clear(name);
        await expect(save).toBeDisabled();
        await userEvent.tab();
        await waitFor(() =>
          expect(name).toHaveAccessibleDescription(tr('Please enter your Preferred Name')),
        );
        await userEvent.type(name, 'x'.repeat(45));
        await expect(name).toHaveValue('x'.repeat(40));
        await expect(save).toBeEnabled();
      },
    },
    {
      name: 'the language, and the timezones searched with spaces',
      run: async (context) => {
        const { userEvent, screen } = context;
        const dialog = await dialogOf(context);
        // The persona's language, the story's (the preview's), named in itself.
        await expect(
          dialog.getByRole('button', { name: containing('Language') }),
        ).toHaveTextContent(LOCALE_NAMES[storyLocale()]);
        const timezone = dialog.getByRole('combobox', { name: tr('Timezone') });
        await expect(timezone).toHaveValue('Asia/Kuala Lumpur');
        await userEvent.clear(timezone);
        await userEvent.type(timezone, 'Port of');
        const listbox = await screen.findByRole('listbox');
        await expect(
          within(listbox).getByRole('option', { name: 'America/Port of Spain' }),
        ).toBeVisible();
      },
    },
  ]),
};

/** Saved: a toast, the new values on the page, and the zone stored with underscores. */
export const PreferencesSaved: Story = {
  parameters: {
    spec: ['profile.preferences.saved'],
    specExpect: [
      { role: 'region', name: 'Preferences' },
      { text: 'America/New York' },
      { text: 'Ana' },
    ],
  },
  play: flowStory([
    open,
    {
      name: 'change the name and pick New York',
      run: async (context) => {
        const { userEvent, screen } = context;
        const dialog = await dialogOf(context);
        const name = dialog.getByRole('textbox', { name: tr('Preferred Name') });
        await userEvent.clear(name);
        await userEvent.type(name, 'Ana');
        const timezone = dialog.getByRole('combobox', { name: tr('Timezone') });
        await userEvent.clear(timezone);
        await userEvent.type(timezone, 'New York');
        await userEvent.click(await screen.findByRole('option', { name: 'America/New York' }));
      },
    },
    {
      name: 'save: a toast, the page shows the new values, the zone is sent with underscores',
      run: async (context) => {
        const { userEvent, screen, canvas } = context;
        const dialog = await dialogOf(context);
        await userEvent.click(dialog.getByRole('button', { name: tr('Save') }));
        await expect(await screen.findByText(P.preferencesSaved)).toBeInTheDocument();
        const section = within(canvas.getByRole('region', { name: tr('Preferences') }));
        await expect(await section.findByText('America/New York')).toBeVisible();
        await expect(section.getByText('Ana')).toBeVisible();
        await expect(await getProfile()).toMatchObject({
          name: 'Ana',
          timezone: 'America/New_York',
        });
      },
    },
  ]),
};

/** A failed save keeps the dialog and what was typed. */
export const PreferencesSaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(failing('post', 'profile/preferences'));
  },
  play: flowStory([
    open,
    {
      name: 'save a longer name: the server fails',
      run: async (context) => {
        const { userEvent, screen } = context;
        const dialog = await dialogOf(context);
        await userEvent.type(dialog.getByRole('textbox', { name: tr('Preferred Name') }), ' Lim');
        await userEvent.click(dialog.getByRole('button', { name: tr('Save') }));
        const error = await screen.findByRole('alertdialog', { name: tr('Something went wrong') });
        await userEvent.click(within(error).getByRole('button', { name: tr('OK') }));
      },
    },
    {
      name: 'what was typed is still there',
      run: async (context) => {
        const dialog = await dialogOf(context);
        await expect(dialog.getByRole('textbox', { name: tr('Preferred Name') })).toHaveValue(
          'Ana Lim Lim',
        );
      },
    },
  ]),
};
