import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { Component as FeatureGate } from '../guards/FeatureGate';
import { Component as Healthz } from './healthz';
import { Component as NotFound } from './signed-in/not-found';

const meta = {
  title: 'App/System pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: Page Not Available, Back To Home to /dashboard. */
export const NotFoundPage: Story = {
  parameters: { spec: ['shell.not-found'], route: { path: '/no-such-page' } },
  render: () => <NotFound />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Page Not Available' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back To Home' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('/dashboard');
  },
};

export const Health: Story = {
  parameters: { spec: ['shell.healthz'], route: { path: '/healthz' } },
  render: () => <Healthz />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('OK')).toBeVisible();
  },
};

const features = (enabled: boolean) =>
  http.get('*/api/v1/feature', () =>
    HttpResponse.json({ data: [{ route: '/referral', enabled }] }),
  );

/** A switched-off feature's route sends the user to /dashboard. */
export const FeatureGatedRedirect: Story = {
  parameters: {
    spec: ['shell.feature-gated-redirect'],
    route: { path: '/referral' },
    signedInAs: PERSONAS.verified,
  },
  beforeEach({ msw }) {
    msw.use(features(false));
  },
  render: () => <FeatureGate />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent(
      'Navigated to /dashboard',
    );
  },
};

/** The same route with its feature on stays where it is. */
export const FeatureEnabled: Story = {
  parameters: { route: { path: '/referral' }, signedInAs: PERSONAS.verified },
  beforeEach({ msw }) {
    msw.use(features(true));
  },
  render: () => (
    <>
      <FeatureGate />
      <p>Gate passed</p>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading page')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('Loading page')).not.toBeInTheDocument());
    await expect(canvas.getByText('Gate passed')).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).not.toBeInTheDocument();
  },
};
