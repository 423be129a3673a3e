import type { Meta, StoryObj } from '@storybook/react-vite';
import { zodResolver } from '@hookform/resolvers/zod';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { startingWith, tr } from '../../testing/storyKit';
import {
  deliveryAddressSchema,
  deliveryDefaults,
  DELIVERY_MESSAGES,
  type DeliveryAddress,
} from './deliveryAddress';
import { DeliveryAddressFields } from './DeliveryAddressFields';

let submitted = 0;

function Harness() {
  const form = useBlurValidatedForm<DeliveryAddress>(
    deliveryDefaults({
      card_tiers: [],
      name_on_card: null,
      user_info_sumsub: { names: [], address: { country: 'Malaysia', city: 'Petaling Jaya' } },
    }),
    zodResolver(deliveryAddressSchema),
  );
  return (
    <form
      aria-label="Delivery address"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted += 1;
      }}
    >
      <DeliveryAddressFields form={form} />
    </form>
  );
}

const meta = {
  title: 'Screens/Cards/DeliveryAddressFields',
  component: Harness,
  parameters: { signedInAs: PERSONAS.cardholder },
  beforeEach() {
    submitted = 0;
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts from the verified address with code 60; blank fields are flagged when left; Enter sends nothing. */
export const Fields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: tr('Country') })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: tr('Country') })).toHaveValue('Malaysia');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: startingWith('Country Code') })).toHaveValue(
        '+60 Malaysia',
      ),
    );
    const state = canvas.getByRole('textbox', { name: startingWith('State') });
    await userEvent.click(state);
    await userEvent.tab();
    await expect(await canvas.findByText(DELIVERY_MESSAGES.state)).toBeVisible();
    await userEvent.click(state);
    await expect(canvas.queryByText(DELIVERY_MESSAGES.state)).not.toBeInTheDocument();
    await userEvent.keyboard('Selangor{Enter}');
    await expect(submitted).toBe(0);
    // Every text field: Post Code and Address too (they once sent the form).
    for (const label of ['City', 'Post Code', 'Address', 'Phone Number']) {
      const name = startingWith(label);
      await userEvent.type(canvas.getByRole('textbox', { name }), '1{Enter}');
      await expect(submitted).toBe(0);
    }
  },
};
