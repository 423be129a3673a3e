import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  FieldErrorContext,
  Group,
  Input,
  InputContext,
  LabelContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import { useComboBox } from 'react-aria/useComboBox';
import { useFilter } from 'react-aria/useFilter';
import { Item } from 'react-stately/Item';
import { useComboBoxState } from 'react-stately/useComboBoxState';
import { ChevronIcon } from '../icons/icons';
import { FieldHelp, FieldLabel, fieldStyles } from '../Field/Field';
import { OptionIcon } from '../ListBox/OptionIcon';
import type { ComboBoxOption, ComboBoxProps, Handoff } from './ComboBox';
import { ComboBoxList } from './ComboBoxList';
import { rowLayout } from './rowLayout';
import styles from './ComboBox.module.css';

/**
 * The working ComboBox (ComboBox.tsx shows a still copy of it until this module loads): react-aria's
 * combobox hooks, lighter than its ComboBox component, and the list of ComboBoxList.
 */
export function ComboBoxField<T extends ComboBoxOption>({
  label,
  description,
  errorMessage,
  items,
  placeholder,
  emptyText = 'No results',
  openLabel = 'Show options',
  name,
  form,
  handoff,
  ...props
}: ComboBoxProps<T> & { handoff?: () => Handoff | undefined }) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const state = useComboBoxState<T>({
    ...props,
    defaultItems: items,
    defaultFilter: contains,
    allowsEmptyCollection: true,
    validationBehavior: 'aria',
    children: (item) => (
      <Item key={item.id} textValue={item.label}>
        {item.label}
      </Item>
    ),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const listBoxRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  // Rows of a fixed height: page up and down need the rows' places, not only the rendered ones.
  const layoutDelegate = useMemo(
    // The list is read in key handlers only, never while rendering.
    // eslint-disable-next-line react-hooks/refs
    () => rowLayout(state.collection, () => listBoxRef.current),
    [state.collection],
  );
  const {
    buttonProps,
    inputProps,
    listBoxProps,
    labelProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useComboBox(
    {
      ...props,
      label,
      placeholder,
      inputRef,
      buttonRef,
      listBoxRef,
      popoverRef,
      layoutDelegate,
      validationBehavior: 'aria',
    },
    state,
  );
  const selectedIcon = items.find((item) => item.id === state.selectedKey)?.icon;
  // The still copy had the focus: the field takes it over. What was typed there is typed here,
  // and the list opens filtered as typing opens it (no option focused yet): opened explicitly, as
  // react-stately opens it on a new text only once it has seen the focus, which may come later.
  // The caret goes back where it was once that text is in.
  // Read while rendering: by the layout effect, the still copy (and its focus) is gone.
  const [handedOver] = useState(() => handoff?.());
  const caret = useRef<Handoff>(undefined);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const was = handedOver;
    if (!was || !input) return;
    caret.current = was;
    input.focus();
    if (was.typed !== undefined) state.setInputValue(was.typed);
    // Typed text opens the list filtered by it; the button or a key alone opens all of it.
    if (was.typed) state.open(null, 'input');
    else if (was.open) state.open(null, 'manual');
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on taking over
  useLayoutEffect(() => {
    const input = inputRef.current;
    const { current: was } = caret;
    if (!input || !was || input.value !== (was.typed ?? input.value)) return;
    // Opening the list may set the text again, which puts the caret at its end: after it.
    if ((was.typed || was.open) && !state.isOpen) return;
    input.setSelectionRange(was.selectionStart, was.selectionEnd);
    caret.current = undefined;
  });

  return (
    <Provider
      values={[
        [LabelContext, labelProps],
        [InputContext, { ...inputProps, ref: inputRef }],
        [ButtonContext, { ...buttonProps, ref: buttonRef, isPressed: state.isOpen }],
        [
          TextContext,
          { slots: { description: descriptionProps, errorMessage: errorMessageProps } },
        ],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        className={fieldStyles.field}
        data-focused={state.isFocused || undefined}
        data-open={state.isOpen || undefined}
        data-disabled={props.isDisabled || undefined}
        data-invalid={validation.isInvalid || undefined}
        data-required={props.isRequired || undefined}
      >
        <FieldLabel>{label}</FieldLabel>
        <Group
          ref={groupRef}
          className={fieldStyles.control}
          isDisabled={props.isDisabled}
          isInvalid={validation.isInvalid}
        >
          {selectedIcon && (
            <span className={styles.selectedIcon}>
              <OptionIcon {...selectedIcon} />
            </span>
          )}
          <Input className={fieldStyles.input} />
          <AriaButton className={fieldStyles.inlineButton} aria-label={openLabel}>
            <ChevronIcon className={styles.chevron} />
          </AriaButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        {name && <input type="hidden" name={name} form={form} value={state.selectedKey ?? ''} />}
        {state.isOpen && (
          <ComboBoxList
            state={state}
            items={items}
            listBoxProps={listBoxProps}
            listBoxRef={listBoxRef}
            popoverRef={popoverRef}
            triggerRef={groupRef}
            emptyText={emptyText}
          />
        )}
      </div>
    </Provider>
  );
}
