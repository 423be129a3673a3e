import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTriggerStateContext,
} from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, type TooltipProps } from './Tooltip';
import styles from './Tooltip.module.css';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'The network fee is deducted from the amount you send.',
    children: <Button variant="secondary">Network fee</Button>,
    delay: 0,
  },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <div style={{ padding: '64px 16px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trigger's state that stays open, as TooltipTrigger's is while hovered. */
const heldOpen = {
  isOpen: true,
  shouldSkipAnimation: true,
  open: () => {},
  close: () => {},
};

/**
 * The tooltip as it looks open, held open beside its button for the docs page (hover and focus
 * open the real one above; a docs page runs no play function). Drawn with Tooltip's own parts and
 * styles (react-aria's Tooltip, OverlayArrow, Tooltip.module.css), in a frame of its own.
 */
function OpenTooltip({ content, placement = 'top' }: Pick<TooltipProps, 'content' | 'placement'>) {
  const trigger = useRef<HTMLSpanElement>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    // A block as wide as the story: the tooltip takes its own width, as over a page.
    <div ref={setFrame} style={{ position: 'relative' }}>
      <span ref={trigger} style={{ display: 'inline-block' }}>
        <Button variant="secondary">Network fee</Button>
      </span>
      {frame && (
        <TooltipTriggerStateContext.Provider value={heldOpen}>
          <AriaTooltip
            triggerRef={trigger}
            placement={placement}
            offset={8}
            className={styles.tooltip}
            UNSTABLE_portalContainer={frame}
          >
            <OverlayArrow className={styles.arrow}>
              <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
                <path d="M0 0 L4 4 L8 0" />
              </svg>
            </OverlayArrow>
            {content}
          </AriaTooltip>
        </TooltipTriggerStateContext.Provider>
      )}
    </div>
  );
}

/** Open, as hover or focus shows it: the text above its button, with the arrow. */
export const Open: Story = {
  tags: ['!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <OpenTooltip content={args.content} placement={args.placement} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('network fee is deducted');
  },
};

/** Keyboard: focus opens it and describes the button; Escape closes it. */
export const OnFocus: Story = {
  parameters: {
    docs: {
      description: { story: 'Tab to the button: the tooltip opens at once; Escape closes it.' },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('network fee is deducted');
    await expect(body.getByRole('button', { name: 'Network fee' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Pointer: hovering opens it. */
export const OnHover: Story = {
  parameters: {
    // Captured with the pointer still on the button (.storybook/test-runner.ts).
    pointerRests: true,
    docs: {
      description: { story: 'Rest the pointer on the button: the tooltip opens after its delay.' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // A pointer user: a click elsewhere first puts react-aria in pointer modality.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Network fee' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toBeVisible();
  },
};
