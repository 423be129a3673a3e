import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { MenuIcon } from '../icons/navIcons';
import { Link } from '../Link/Link';
import { TopBar } from './TopBar';

const logout = fn();
const end = (
  <>
    <Link href="#profile" variant="standalone">
      Profile
    </Link>
    <Button variant="secondary" size="sm" onPress={logout}>
      Logout
    </Button>
  </>
);

const meta = {
  title: 'UI/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { start: <span>Welcome, Ana Lim</span>, end },
  argTypes: { start: { control: false }, end: { control: false } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A banner landmark: the greeting at the start, Profile and Logout at the end; by keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Welcome, Ana Lim');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalled();
  },
};

/** A long name is cut with an ellipsis; the end keeps its place. */
export const LongContent: Story = {
  args: {
    start: (
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        Welcome, Maria Fernanda de los Santos Oliveira-Castellanos Vasconcelos
      </span>
    ),
  },
};

/** Below 768 px: a menu button at the start opens the navigation; tighter padding. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    start: (
      <>
        <Button variant="ghost" size="sm" aria-label="Open menu">
          <MenuIcon width={22} height={22} />
        </Button>
        <span>Welcome, Ana</span>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
