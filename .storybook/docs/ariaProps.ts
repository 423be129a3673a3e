import type { InputType } from 'storybook/internal/types';

// The props a ui component passes on to react-aria, for its docs page's props table. Storybook's
// react-docgen reads the props each component declares itself, not the react-aria types it
// extends, so `isDisabled`, `isPending`, `isOpen`, `selectedKey` ... were missing from the tables
// although the stories use them. Each story file lists the ones its component passes through
// (`argTypes: { ...ariaProps('isDisabled', 'isPending') }`); the table shows them in their own
// "react-aria" group with a type, a default and what they do in this design system.

type Kind = 'boolean' | 'text' | 'handler' | 'object';

const prop = (kind: Kind, type: string, description: string, defaultValue?: string): InputType => ({
  description,
  control: kind === 'boolean' ? 'boolean' : kind === 'text' ? 'text' : false,
  table: {
    category: 'react-aria',
    type: { summary: type },
    ...(defaultValue === undefined ? {} : { defaultValue: { summary: defaultValue } }),
  },
});

const catalogue = {
  // States.
  isDisabled: prop(
    'boolean',
    'boolean',
    'Dimmed and inert: Tab passes it by and presses are ignored.',
    'false',
  ),
  isPending: prop(
    'boolean',
    'boolean',
    'Waiting for an answer: keeps focus, shows a spinner, refuses presses and is announced as busy (a money action is sent once).',
    'false',
  ),
  isInvalid: prop(
    'boolean',
    'boolean',
    'Shows `errorMessage` under the control and sets `aria-invalid`; the form decides when.',
    'false',
  ),
  isRequired: prop(
    'boolean',
    'boolean',
    'Marks the control `required` for assistive technology (the form says what is missing).',
    'false',
  ),
  isReadOnly: prop(
    'boolean',
    'boolean',
    'The value can be read, selected and copied, not changed.',
    'false',
  ),
  autoFocus: prop('boolean', 'boolean', 'Takes focus when it appears (only where it is the task).'),
  // Pressing.
  onPress: prop(
    'handler',
    '(event: PressEvent) => void',
    'Called on a press by pointer, touch, Enter or Space (not on a disabled or pending control).',
  ),
  type: prop('text', "'button' | 'submit' | 'reset'", 'The native button type.', "'button'"),
  // Values.
  value: prop('text', 'string', 'The value (controlled).'),
  defaultValue: prop('text', 'string', 'The first value (uncontrolled).'),
  onChange: prop('handler', '(value) => void', 'Called with the new value as it changes.'),
  onBlur: prop(
    'handler',
    '(event: FocusEvent) => void',
    'Called when focus leaves (forms validate here).',
  ),
  onFocus: prop('handler', '(event: FocusEvent) => void', 'Called when the control takes focus.'),
  name: prop('text', 'string', 'The name it is submitted under in a native form.'),
  autoComplete: prop(
    'text',
    'string',
    'The browser’s autofill hint (`email`, `new-password`, `one-time-code`).',
  ),
  maxLength: prop(
    'text',
    'number',
    'Typing stops at this many characters (`showCounter` shows it).',
  ),
  textType: prop(
    'text',
    "'text' | 'email' | 'tel' | 'url' | 'search' | 'password'",
    'The input type: the phone’s keyboard and the autofill follow it.',
    "'text'",
  ),
  // Selection.
  isSelected: prop('boolean', 'boolean', 'Ticked or on (controlled).'),
  defaultSelected: prop('boolean', 'boolean', 'Ticked or on at first (uncontrolled).', 'false'),
  selectedKey: prop('text', 'Key | null', 'The id of the chosen item (controlled).'),
  defaultSelectedKey: prop('text', 'Key', 'The id of the item chosen at first (uncontrolled).'),
  onSelectionChange: prop(
    'handler',
    '(key: Key | null) => void',
    'Called with the id of the item chosen.',
  ),
  disabledKeys: prop('object', 'Iterable<Key>', 'Ids of items shown but not selectable.'),
  // Combo box.
  inputValue: prop('text', 'string', 'The text in the input (controlled).'),
  defaultInputValue: prop('text', 'string', 'The text in the input at first (uncontrolled).'),
  onInputChange: prop('handler', '(value: string) => void', 'Called as the customer types.'),
  menuTrigger: prop(
    'text',
    "'input' | 'focus' | 'manual'",
    'What opens the list: typing, focus, or only the arrow keys and the button.',
    "'input'",
  ),
  allowsCustomValue: prop(
    'boolean',
    'boolean',
    'Keep text that matches no option (off here: pick from the list).',
    'false',
  ),
  // Overlays.
  // No control: an overlay opened from the table would stay open over the docs page.
  isOpen: prop('object', 'boolean', 'Open (controlled); or leave it to a trigger.'),
  defaultOpen: prop('object', 'boolean', 'Open at first (uncontrolled).', 'false'),
  onOpenChange: prop(
    'handler',
    '(isOpen: boolean) => void',
    'Called when it asks to open or close (Escape, a close button, an outside click).',
  ),
  isDismissable: prop(
    'boolean',
    'boolean',
    'A click outside closes it.',
    'true; false for an alert dialog',
  ),
  isKeyboardDismissDisabled: prop(
    'boolean',
    'boolean',
    'Escape does not close it.',
    'false; true for an alert dialog or with onEscape',
  ),
  // Tabs.
  orientation: prop(
    'text',
    "'horizontal' | 'vertical'",
    'Which arrow keys move between tabs.',
    "'horizontal'",
  ),
  keyboardActivation: prop(
    'text',
    "'automatic' | 'manual'",
    'Whether an arrow key selects the tab it moves to, or only focuses it (Enter selects).',
    "'automatic'",
  ),
} satisfies Record<string, InputType>;

export type AriaProp = keyof typeof catalogue;

/** The names of the props the catalogue documents, as they appear on a component. */
export const ARIA_PROP_NAMES = Object.keys(catalogue).map((name) =>
  name === 'textType' ? 'type' : name,
);

/**
 * argTypes for the react-aria props a component passes through, by name. `textType` is the
 * catalogue's name for a text field's `type` (a button's `type` differs).
 */
export function ariaProps(...names: AriaProp[]): Record<string, InputType> {
  return Object.fromEntries(
    names.map((name) => [name === 'textType' ? 'type' : name, catalogue[name]]),
  );
}
