import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PERSONAS } from '@wallet/mocks';
import { navigatedTo, tr } from '@wallet/screens/testing';
import { Component as FeatureGate } from '../guards/FeatureGate';
import { DashboardPage } from '../testing/SignedInApp';
import { Component as Healthz } from './healthz';
import { Component as NotFound } from './signed-in/not-found';

const meta = {
  title: 'App/System pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const notFound = {
  parameters: { route: { path: '/no-such-page' } },
  render: () => <NotFound />,
} satisfies Story;

/** Any unknown path: Page Not Available, Back To Home to /dashboard. */
export const NotFoundPage: Story = {
  ...notFound,
  parameters: {
    ...notFound.parameters,
    spec: ['shell.not-found'],
    specExpect: [
      { role: 'heading', level: 1, name: 'Page Not Available' },
      { role: 'link', name: 'Back To Home' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: tr('Page Not Available') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: tr('Back To Home') })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** Back To Home goes to /dashboard. */
export const BackToHomeGoesToDashboard: Story = {
  ...notFound,
  tags: ['test-only'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: tr('Back To Home') }));
    await navigatedTo(canvasElement, '/dashboard');
  },
};

export const Health: Story = {
  parameters: {
    spec: ['shell.healthz'],
    // The probe's two letters in every language (a pattern: the text "OK" would be read as the
    // catalog's OK button).
    specExpect: { text: /^OK$/ },
    route: { path: '/healthz' },
    nearBlankReason:
      '/healthz is a probe for monitors, not a page for people: it answers the two letters OK and nothing else.',
  },
  render: () => <Healthz />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('OK')).toBeVisible();
  },
};

const features = (enabled: boolean) =>
  http.get('*/api/v1/feature', () =>
    HttpResponse.json({ data: [{ route: '/referral', enabled }] }),
  );

/** A switched-off feature's route sends the user to /dashboard: Home, in the signed-in frame. */
export const FeatureGatedRedirect: Story = {
  parameters: {
    spec: ['shell.feature-gated-redirect'],
    specExpect: { role: 'heading', level: 1, name: 'Home' },
    route: { path: '/referral', pages: { '/dashboard/*': DashboardPage } },
    signedInAs: PERSONAS.verified,
  },
  beforeEach({ msw }) {
    msw.use(features(false));
  },
  render: () => <FeatureGate />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: tr('Home') })).toBeVisible();
    await expect(await canvas.findByText(tr('Welcome, {name}', { name: 'Ana Lim' }))).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).not.toBeInTheDocument();
  },
};

/** The same route with its feature on stays where it is. */
export const FeatureEnabled: Story = {
  tags: ['test-only'],
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
    await expect(await canvas.findByText(tr('Loading page'))).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText(tr('Loading page'))).not.toBeInTheDocument());
    await expect(canvas.getByText('Gate passed')).toBeVisible();
    await expect(canvas.queryByTestId('navigated')).not.toBeInTheDocument();
  },
};
