// The guidance on each ui component's docs page, by story title, in the manner of Twilio Paste's
// and GitHub Primer's pages: when to use it and when not, Do and Don't, and Accessibility (the
// keys it answers to, the roles and names it has, what a screen reader hears). The preview puts it
// on the page as the component's description, in Markdown, unless the meta writes its own
// `parameters.docs.description.component`. Written from each component's source: when a
// component's keyboard or markup changes, its entry here changes with it. Some pages also draw
// their Do and Don't with the real components (a "Do and Don't" story, .storybook/docs/DoDont.tsx).

export interface Accessibility {
  /** Each key (or gesture) and what it does, in Tab order; or a sentence when nothing is focusable. */
  keyboard: [keys: string, does: string][] | string;
  /** The roles, names and states the markup exposes. */
  roles: string;
  /** What assistive technology announces, and when. */
  announces: string;
}

export interface Usage {
  /** When to use it. */
  use: string;
  /** When not to, and what to use instead. */
  avoid: string;
  do: string[];
  dont: string[];
  /** The page also draws its Do and Don't with the real components (a "Do and Don't" story). */
  drawn?: true;
  a11y: Accessibility;
}

const usage: Record<string, Usage> = {
  'UI/Display/Address': {
    use: 'A wallet or contract address: shortened in the middle in lists, whole (in groups of four) where it is checked.',
    avoid: 'Any other identifier (an order id, a reference): plain text.',
    do: [
      'Shorten it in lists and tables (`truncate`): the hover title and screen readers still get the whole address.',
      'Show it whole and `grouped` where the customer compares it with another screen (a withdrawal review, a deposit address).',
      'Put a CopyButton beside it: nobody retypes an address.',
    ],
    dont: [
      'Shorten an address on a review or confirmation: the customer must see every character they send to.',
      'Cut it with a CSS ellipsis: the hidden part would be lost to screen readers and to copy.',
    ],
    drawn: true,
    a11y: {
      keyboard:
        'Nothing to operate: text, not focusable (the CopyButton beside it is the control).',
      roles:
        'Monospace text. Shortened, the visible `0x52908400…D2E4169EE7` is `aria-hidden` and the whole address is visually hidden text; grouped, the groups are `aria-hidden` and the whole address is read once.',
      announces: 'The whole address, never the shortened one or its groups one by one.',
    },
  },
  'UI/Display/Amount': {
    use: 'Every amount of money or crypto on screen: decimal text, rounded down, with its currency.',
    avoid: 'Counts and percentages that are not money; an amount the customer types (AmountField).',
    do: [
      'Pass the decimal string as the server sent it (`value="1520.123456"`): it is never turned into a float.',
      'Let the ticker pick the decimals (USD 2, crypto 6, VEF 0); set `decimals` only where the spec says so.',
      'Set `signed` on money in and out: the sign and the arrow say the direction, the colour only repeats it.',
    ],
    dont: [
      'Format money in a screen with `toFixed` or `toLocaleString`: the decimals, the rounding and the ticker would differ from page to page.',
      'Colour an amount red or green without `signed`: colour alone carries no meaning.',
    ],
    drawn: true,
    a11y: {
      keyboard: 'Nothing to operate: text, not focusable.',
      roles:
        'An inline amount is one text node ("1,234.56 USDC"), so it is read, copied and found as one string; the in/out arrow is decorative; a loss uses the real minus sign (U+2212), read as "minus".',
      announces:
        'The amount as text. An unreadable value shows "—" with the title "Amount not available", never "NaN".',
    },
  },
  'UI/Form/AmountField': {
    use: 'The amount a customer types to send, withdraw, top up or earn: decimal text, a Max, the limits.',
    avoid: 'Amounts shown read-only (Amount); numbers that are not money.',
    do: [
      'Say what may be spent with `available` and let Max (`onMax`) fill it in.',
      'Check the text with `parseAmount` when the field is left and say under the field what is wrong (`errorMessage`).',
      'Use `size="hero"` for the one amount a page is about (Withdraw, Top Up).',
    ],
    dont: [
      'Use `type="number"`, a `maxLength` or a formatter that rewrites the text: the customer must see exactly the digits they typed or pasted.',
      'Refuse a key as it is typed: let the text stand and explain the problem under the field.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'enters the field, then moves to Max'],
        [
          'Type or paste',
          'the text stays exactly as entered; it is checked when the field is left',
        ],
        ['Enter or Space on Max', 'fills in the whole balance'],
      ],
      roles:
        'A `textbox` named by its label, with `inputmode="decimal"` (the phone’s number pad with a point); the ticker in the box is decorative (`aria-hidden`); Max is a `button` named "Max" (`maxLabel`).',
      announces:
        'The description and, once invalid, the error with the field (`aria-describedby`, `aria-invalid`) whenever it is focused.',
    },
  },
  'UI/AppShell': {
    use: 'The signed-in frame: sidebar, top bar, main landmark; one per page.',
    avoid: 'Public pages (sign in, sign up) and dialogs: they have their own layout.',
    do: [
      'Render one AppShell per signed-in page, the page as its `children`: they become the `main` landmark.',
      'Pass page-wide messages as `banners`: they sit under the top bar at every width.',
      'Set `isNavigating` while the next page loads: the bar appears after 200 ms and `main` is marked busy.',
    ],
    dont: [
      'Put another `main`, `header` or main navigation inside the page.',
      'Move Profile and Logout out of `topBarEnd`: on a phone the shell moves them into the menu sheet.',
    ],
    a11y: {
      keyboard: [
        ['Tab (first on the page)', 'shows “Skip to main content”; Enter moves focus to main'],
        [
          'Ctrl+B or ⌘B',
          'collapses or expands the sidebar; below 768 px opens or closes the menu sheet',
        ],
        ['Escape', 'closes the menu sheet; focus goes back to the menu button'],
      ],
      roles:
        'Landmarks: `navigation` "Main" (the sidebar), `banner` (the top bar) and `main` (`id="main"`, the skip link’s target). The collapse toggle has `aria-expanded` and `aria-keyshortcuts`; the phone’s menu is a modal `dialog` "Menu" (focus trapped, the page behind inert).',
      announces:
        'While the next page loads, a `progressbar` "Loading the page" and `aria-busy` on `main`; a collapsed sidebar keeps its labels for screen readers.',
    },
  },
  'UI/BarChart': {
    use: 'One figure over time whose periods a customer compares or picks (money out per month).',
    avoid:
      'A single figure (Amount); records with several columns (Table); a progress toward a goal (ProgressBar).',
    do: [
      'Pass each figure already formatted (`valueText`) and a long label (`longLabel`): they name the bar and fill the table.',
      'Let a bar choose the period the page shows (`selectedKey`, `onSelect`), so the chart and the page below it agree.',
    ],
    dont: [
      'Send rounded floats for display: `value` draws the bar height only, the figure read is `valueText`.',
      'Put more bars than fit a phone (about twelve): group the periods instead.',
    ],
    a11y: {
      keyboard: [
        [
          'Tab',
          'reaches the Show as table switch, then the chosen bar (else the latest): the bars are one tab stop',
        ],
        ['← / →', 'move between bars; Home / End jump to the first and last'],
        ['Enter or Space', 'chooses the focused bar'],
      ],
      roles:
        'The bars are a `group` named by the title, each a `button` named "November 2026: 1,102.30 USDC" (an `img` without `onSelect`), the chosen one `aria-current="true"`; the toggle is a `switch`; the table is native, captioned by the title, each month a button.',
      announces:
        'The focused bar\'s month and figure, and "current" on the chosen one; in the table, "Selected" beside the chosen month.',
    },
  },
  'UI/Badge': {
    use: 'A short status next to an item (Pending, Verified, Failed), coloured by tone.',
    avoid: 'Actions (Button) or messages that need a sentence (Banner).',
    do: [
      'Say the status in one to three words (Verified, Pending Approval, Coming Soon).',
      'Pick the tone from the status: success for done, warning for waiting on someone, danger for failed or blocked, neutral for information.',
    ],
    dont: [
      'Write a sentence in a badge: say it in a Banner or in the text.',
      'Make a badge clickable, or let its colour alone say the status.',
    ],
    drawn: true,
    a11y: {
      keyboard: 'Nothing to operate: a label, not focusable.',
      roles:
        'A `span` of text read as part of its line. The tone is colour only, so the words carry the status.',
      announces:
        'Nothing by itself: a badge that changes while the customer looks is not announced (confirm the change with a Toast).',
    },
  },
  'UI/Banner': {
    use: 'A message about the whole page or flow: a warning, an outage, a pending verification.',
    avoid: 'A field error (the field shows it) or a passing confirmation (Toast).',
    do: [
      'Title it with the message in a few words ("Get Verified"): the title also names the region.',
      'Offer the one action that resolves it (`action`: Verify Now, Provide Details).',
      'Place it under the top bar (AppShell `banners`) or at the top of the flow it is about.',
    ],
    dont: [
      'Explain a field’s error in a banner: the field says it, where the customer fixes it.',
      'Stack several banners of one tone: merge them, or show the most urgent.',
    ],
    drawn: true,
    a11y: {
      keyboard: [
        ['Tab', 'reaches the action button'],
        ['Enter or Space', 'runs the action'],
      ],
      roles:
        'A `section` named by its title (a `region` landmark when the title is text); the tone icon is decorative, so the title says what kind of message it is; the action is a Button.',
      announces:
        'Not a live region: a banner present on load is read in page order. A message that follows the customer’s own action belongs in a Toast or a field error.',
    },
  },
  'UI/Brand': {
    use: 'The product mark in the shell and on public pages.',
    avoid: 'Decoration inside content.',
    do: [
      'Give the product’s `name`; where space is short use `isCompact`, which keeps the name for screen readers.',
    ],
    dont: [
      'Cut or abbreviate the name ("Walle"): show the mark alone instead.',
      'Use the mark without the name as a link: a link needs the name as its text.',
    ],
    a11y: {
      keyboard:
        'Nothing to operate: not focusable (wrap it in a Link named by the product to make it one).',
      roles:
        'The mark is decorative (`aria-hidden`); the name is text, visually hidden when compact.',
      announces: 'The product name.',
    },
  },
  'UI/Button': {
    use: 'An action on this page: submit, open a dialog, confirm. One primary per view.',
    avoid: 'Going to another page (Link); a toggle between two states (Switch).',
    do: [
      'Keep one primary button per view: the action that moves the customer on.',
      'Label it with a verb in the spec’s Title Case (Continue, Verify Now, Delete My Account).',
      'Set `isPending` while a money action is sent: it keeps focus and refuses a second press.',
      'Use `danger` for the button that confirms a destructive action, in its confirming dialog.',
    ],
    dont: [
      'Put two primary buttons side by side: the customer cannot tell which one moves on.',
      'Use a Button to go to another page: that is a Link (`variant="button"` if it must look like one).',
      'Disable a submit button to hint that something is missing: let it submit and show the field errors.',
    ],
    drawn: true,
    a11y: {
      keyboard: [
        ['Tab', 'moves focus to the button, drawn with a 2 px focus ring'],
        ['Enter or Space', 'presses it'],
        ['Tab (disabled)', 'passes it by'],
      ],
      roles:
        'A native `button` (react-aria Button: keyboard, pointer and touch alike) named by its text; an icon-only button needs `aria-label`. Pending, it has `aria-disabled` and a spinner `progressbar` "Working" inside.',
      announces:
        'Its name; when it turns pending while focused, react-aria announces it again with its progress, and again when it is done.',
    },
  },
  'UI/Card': {
    use: 'A group of related content on a page: a tile, a summary, a form section.',
    avoid: 'Nesting cards in cards; a single line of text.',
    do: [
      'Give a card a `title` when it is a section of the page: it becomes a heading (`headingLevel`, 2 by default) and names the region.',
      'Put the card’s own actions in `actions`, at the end of its header.',
      'Use `Tile` for the compact wallet tiles on Home.',
    ],
    dont: [
      'Nest a card in a card: separate the parts with spacing or a divider inside one card.',
      'Use a card as the frame of a whole page or around one line of text.',
    ],
    drawn: true,
    a11y: {
      keyboard: 'Nothing to operate: the card is not focusable; its content is reached in order.',
      roles:
        'With a title: a `section` named by it (a `region` landmark) holding an `h2` (or `headingLevel`), so screen-reader users can jump to it; pick the level that fits the page outline. Without a title: a plain `div`.',
      announces: 'The region’s name as a screen reader enters it.',
    },
  },
  'UI/CardFace': {
    use: "The picture of a customer's payment card, masked.",
    avoid: 'Any other card-shaped content (Card).',
    do: [
      'Show the last four digits only (`lastFour`); the full number appears only as the provider’s revealed `details`.',
      'Say a frozen or waiting card with `state` and its `statusText` rather than greying the face yourself.',
      'Use `size="small"` in a list row.',
    ],
    dont: [
      'Print the card number, expiry or CVV on the face yourself.',
      'Draw anything else as a payment card (a promotion, a plan): use Card.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: a picture with text, not focusable.',
      roles:
        'The masked dots and the chip are `aria-hidden`; visually hidden text says "Card ending in 4242" (or "Card number not issued yet"). A frozen or in-progress face stays readable (the blur is visual only) and its state is text over it; the snowflake is decorative.',
      announces:
        'The card’s type, "Card ending in 4242", the name and its state ("Card is frozen"); a change of state is confirmed by the screen that made it (a Toast).',
    },
  },
  'UI/Carousel': {
    use: 'A few promotional slides that rotate, with pause and keyboard control.',
    avoid: 'Content the customer must read or act on: show it all at once.',
    do: [
      'Keep it to three to five slides, each with a short `label` ("Earn yield").',
      'Leave the motion preference to the carousel: it starts paused for customers who prefer reduced motion.',
    ],
    dont: [
      'Put anything the customer must read or act on in a slide: it may rotate away first.',
      'Remove the Pause button or the slide buttons (WCAG 2.2.2).',
    ],
    a11y: {
      keyboard: [
        [
          'Tab',
          'Previous, each slide’s button, Next, then Pause/Play; focus inside stops the rotation',
        ],
        ['Enter or Space', 'shows the previous or next slide, that slide, or pauses and plays'],
      ],
      roles:
        'A `section` with `aria-roledescription="carousel"` named by `label`; each slide a `group` with `aria-roledescription="slide"` named "2 of 4: Native token"; the current slide’s button has `aria-current`; the arrows and Pause/Play are named buttons.',
      announces:
        'Nothing while it rotates by itself (`aria-live="off"`); once paused, or while the pointer or focus is in it, a slide change is announced politely.',
    },
  },
  'UI/Form/Checkbox': {
    use: 'One yes/no choice the customer confirms (terms) or several independent options.',
    avoid: 'A setting that takes effect at once (Switch); one of several (Select, Tabs).',
    do: [
      'Write the label as the statement being confirmed ("I confirm the information above is correct").',
      'Link the terms inside the label when the box accepts them.',
      'Show `errorMessage` with `isInvalid` when a required box is left unticked on submit.',
    ],
    dont: [
      'Use a checkbox for a setting that applies at once: that is a Switch.',
      'Tick a consent or terms box for the customer.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'moves focus to the box'],
        ['Space', 'ticks or unticks it'],
      ],
      roles:
        'A native `checkbox` (react-aria Checkbox, on a visually hidden input) named by its label; the whole label is the click target; `isInvalid` sets `aria-invalid`; `isRequired` sets `aria-required` and draws the required mark after the label (a "*" with no text for screen readers). The error under the box is text after it, not yet linked by `aria-describedby`.',
      announces: '"Checked" or "not checked" as it changes.',
    },
  },
  'UI/Form/CodeField': {
    use: 'A one-time code sent by e-mail or an authenticator: one box per digit, paste works.',
    avoid: 'Any other number: use TextField or AmountField.',
    do: [
      'Let paste and the phone’s one-time-code autofill fill every box (spaces and dashes are dropped).',
      'Check the code on `onComplete`, or with a button right under it.',
      'Keep the digits on screen when the code is refused, and say why in `errorMessage`.',
    ],
    dont: [
      'Use it for amounts, phone numbers or PINs that are not one-time codes.',
      'Clear the boxes or move focus away while the customer is typing.',
    ],
    a11y: {
      keyboard: [
        [
          'Type a digit',
          'fills the box, replacing its digit, and moves to the next; letters are ignored',
        ],
        ['Backspace', 'clears the box; on an empty box moves back and clears the one before'],
        ['← / →', 'move between boxes'],
        ['Paste', 'spreads a whole code over the boxes from the first'],
      ],
      roles:
        'A `group` named by the label holding one `textbox` per digit named "Digit 1 of 6", with `inputmode="numeric"`; the first has `autocomplete="one-time-code"`; `isRequired` draws the required mark after the label (a "*" with no text for screen readers) and puts `aria-required` on every box.',
      announces:
        'The error from a polite live region as it appears, and with every box (`aria-describedby`, `aria-invalid`) when focused.',
    },
  },
  'UI/Form/ComboBox': {
    use: 'Choosing from a long list by typing to filter (countries, timezones, phone codes).',
    avoid: 'Under about seven options (Select); free text (TextField).',
    do: [
      'Give options the `label` the customer would type ("Kuala Lumpur", not "Kuala_Lumpur").',
      'Lead an option with an `icon` (a flag) with a text `fallback` where it speeds recognition.',
      'Write an `emptyText` for a search that matches nothing.',
    ],
    dont: [
      'Use it for a handful of options the customer should see at once: that is a Select.',
      'Take free text that is not in the list: pick from the list, or use a TextField.',
    ],
    a11y: {
      keyboard: [
        ['Type', 'filters the options (case and accents ignored) and opens the list'],
        ['↓ / ↑', 'open the list and move through the options'],
        [
          'Page Down / Page Up, Home / End (list open)',
          'move a page, or to the first or last option',
        ],
        ['Enter', 'picks the highlighted option'],
        ['Escape', 'closes the list, keeping the previous choice'],
      ],
      roles:
        'An input with `role="combobox"` named by its label (`aria-expanded`), a button "Show options" (`openLabel`), and a `listbox` in a popover. The list is virtualized, yet each `option` has `aria-setsize` and `aria-posinset`, so "12 of 418" is read.',
      announces:
        'The highlighted option through `aria-activedescendant` while focus stays in the input (with VoiceOver react-aria also announces it, and the number of matches, through a live region); description and error with the input.',
    },
  },
  'UI/CopyButton': {
    use: 'Copying a value the customer pastes elsewhere (address, referral link), with feedback.',
    avoid: 'Copying whole paragraphs; actions that are not copying.',
    do: [
      'Name it for what it copies (`aria-label="Copy wallet address"`) when its text is just "Copy".',
      'Place it right next to the value it copies.',
    ],
    dont: [
      'Copy something other than what is shown (a shortened address copies the whole one, and says so).',
      'Add a toast on top: the button itself says "Copied" where the customer is looking.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches the button'],
        ['Enter or Space', 'copies'],
      ],
      roles:
        'A Button named by `aria-label` (or its text); for 1.5 s after a copy its name is "Copied" (or "Copy failed"), then it returns.',
      announces:
        '"Copied" or "Copy failed" from a visually hidden `status` region (polite), which then empties.',
    },
  },
  'UI/Display/DateTime': {
    use: 'A date and time of an event, in one format everywhere (DD/MM/YYYY HH:mm:ss).',
    avoid: 'Durations or countdowns.',
    do: [
      'Pass the moment as the server sent it (an ISO string or epoch milliseconds) and the customer’s `timeZone`.',
      'Use it wherever a date and time is shown, so every page reads the same.',
    ],
    dont: [
      'Format a date in a screen with `toLocaleString`: the format would change with the browser.',
      'Show "Invalid Date": an unreadable value shows "—" by itself.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: text, not focusable.',
      roles:
        'A `time` element whose `datetime` is the moment in ISO (UTC) around the text shown; an unreadable value is "—" with the title "Date not available".',
      announces: 'The date and time as shown.',
    },
  },
  'UI/Dialog': {
    use: 'A focused task or confirmation over the page that must be finished or dismissed.',
    avoid: 'Content the customer reads alongside the page; long flows (a page of their own).',
    do: [
      'Open it from the button that asks for it (`DialogTrigger`), or with `isOpen` when the server’s answer calls for it.',
      'Use `AlertDialog` for errors and confirmations: it needs an answer, and Escape gives its safe answer (`onEscape`).',
      'Title it with what is being decided, and name each button by its outcome (Delete My Account, Cancel).',
      'Keep it to one short task.',
    ],
    dont: [
      'Open a dialog when a page loads, or over another dialog.',
      'Put a long flow in a dialog: give it a page.',
      'Leave an alert dialog without a safe answer the customer can reach by keyboard.',
    ],
    a11y: {
      keyboard: [
        ['Enter or Space on its trigger', 'opens it; focus moves inside'],
        ['Tab / Shift+Tab', 'move through the dialog’s controls only: focus is trapped'],
        ['Escape', 'closes a dialog; in an alert dialog runs its safe answer (`onEscape`)'],
        ['On close', 'focus returns to the trigger'],
      ],
      roles:
        'A modal `dialog` (or `alertdialog`) named by its title, a heading; the page behind is inert and hidden from screen readers. The close button is named "Close" (`closeLabel`). An outside click dismisses a dialog, never an alert dialog.',
      announces:
        'Its role and title as it opens and takes focus; the tone icon is decorative, so the title itself says it is an error or a success.',
    },
  },
  'UI/EmailAddress': {
    use: 'An e-mail address shown to the customer, wrapping safely.',
    avoid: 'An e-mail the customer types (TextField with type email).',
    do: [
      'Use it wherever an address sits in text ("Enter the code we sent to …"): it wraps before "@" or after a dot.',
    ],
    dont: [
      'Let an address break at a hyphen (`word-break: break-all`): "jane-" / "doe@…" reads as two addresses.',
      'Shorten an address the customer must recognise as theirs.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: text, not focusable.',
      roles: 'Text in parts with `<wbr>` between them: read, found and copied as the one address.',
      announces: 'The address as written.',
    },
  },
  'UI/EmptyState': {
    use: 'A list or page with nothing in it yet: what is missing and the one action that fills it.',
    avoid:
      'A list that failed to load (Banner with Try again); a filter with no match (say so in the list).',
    do: [
      'Say what is empty in the spec’s words ("No record") and, in one line, what fills it.',
      'Offer the one action that fills it (`action`: Add Recipient).',
    ],
    dont: [
      'Show an empty state for a list that failed to load: the customer would believe they have nothing.',
      'Offer several actions: the empty state has one way forward.',
    ],
    drawn: true,
    a11y: {
      keyboard: [['Tab', 'reaches the action']],
      roles:
        'Paragraphs of text; the icon is decorative (`aria-hidden`); the action is a Button or a Link.',
      announces: 'Nothing by itself: it is read in page order like the list it replaces.',
    },
  },
  'UI/Form/Field': {
    use: 'The parts of a new kind of form field: label, control box, description and error, wired by react-aria.',
    avoid:
      'A text, amount, code or password input: use TextField, AmountField, CodeField or PasswordField, which are built from these parts.',
    do: [
      'Compose the parts inside a react-aria field so the label’s `for`, `aria-describedby` and `aria-invalid` are wired for you.',
      'Keep the label above the control and the help and error under it, as every field does.',
    ],
    dont: [
      'Put help in the placeholder: it disappears as soon as the customer types.',
      'Replace the description with the error: the error is added under it.',
    ],
    a11y: {
      keyboard: 'The parts add no keys: the control inside takes them.',
      roles:
        'FieldLabel is a react-aria `Label` (its `for` points at the control); FieldHelp’s description and error are react-aria `Text` and `FieldError`, linked to the control by `aria-describedby`; `isRequired` makes the control required to assistive technology (`aria-required`) and draws the required mark after the label: a CSS "*" whose alternative text is empty, so screen readers do not read it and the name stays the label.',
      announces:
        'Label, description and error with the control when it is focused; the error is not a live region (the form moves focus to the first invalid field on submit).',
    },
  },
  'UI/IconButton': {
    use: 'A row of actions on a surface (a wallet’s Deposit, Withdraw) or an icon-only row action in a list.',
    avoid: 'The one main action of a form (Button); going to another page in text (Link).',
    do: [
      'Give every icon button a `label`: the caption of a `labelled` one, the name of a `compact` one.',
      'Fill the one next step of a row with `tone="primary"` (Deposit on a wallet).',
      'Set `href` when it goes to another page: it becomes a link.',
    ],
    dont: [
      'Colour a destructive icon button red: its confirming dialog carries the danger colour.',
      'Fill several icons of one row with the brand colour: then none stands out.',
    ],
    drawn: true,
    a11y: {
      keyboard: [
        ['Tab', 'reaches each icon button in the row'],
        ['Enter or Space', 'presses it (Enter follows it when it is a link)'],
      ],
      roles:
        'A `button`, or a `link` with `href`, named by `label` (the caption, or visually hidden text when `compact`); the icon is decorative. IconButtonRow is a `group` named by its own `label`.',
      announces:
        'Its name; pending, a spinner replaces the icon, presses are refused and react-aria announces the busy button if it has focus.',
    },
  },
  'UI/Link': {
    use: 'Going to another page or site, inline in text or standing alone.',
    avoid: 'Actions that change data (Button).',
    do: [
      'Write link text that says where it goes ("Read the Terms and Conditions"), never "click here".',
      'Use `variant="button"` for a page’s main way on that navigates (Back To Home): it stays a link.',
      'Give an app path as `href` (`/card`): the app’s router follows it.',
    ],
    dont: [
      'Use a link for an action that changes data: that is a Button.',
      'Render a raw `<a>` in screens: Link handles routing, new tabs, `mailto:` and the focus ring.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches the link, drawn with a focus ring'],
        ['Enter', 'follows it (through the app’s router for an app path)'],
      ],
      roles:
        'A `link` (react-aria Link) named by its text; a disabled link has `aria-disabled`. A web address opens in a new tab and says so to assistive technology.',
      announces: 'Its name, and "current page" where `aria-current="page"` is set.',
    },
  },
  'UI/LoadingOverlay': {
    use: 'A whole area waiting for a first answer where a skeleton would mislead.',
    avoid: 'Lists and pages whose layout is known (Skeleton); a button waiting (Button pending).',
    do: [
      'Render it only while a submission is in flight, over what it blocks, with a `label` that says what is happening ("Submitting your application").',
      'Use `fullScreen` only when the whole page waits (an account being created).',
    ],
    dont: [
      'Leave it up after an error: take it away and say what went wrong.',
      'Use it for a first load whose layout is known: show a Skeleton.',
    ],
    a11y: {
      keyboard:
        'Nothing to operate. It stops pointer presses on what it covers, but not the keyboard: keep the submit button `isPending` as well.',
      roles:
        'A `status` region (`aria-live="polite"`) with a `progressbar` spinner named by `label` and the label as text.',
      announces: 'The label, politely, as it appears.',
    },
  },
  'UI/Form/MissingFields': {
    use: 'A form whose action stays disabled until its required fields are complete (Add, Save, Next, Confirm): the sentence says what is still missing.',
    avoid:
      'A field whose value is wrong (its own error message says how); an action disabled for another reason, such as a balance too low (say that reason in the page’s words).',
    do: [
      'Put it just above the action and name it from the action’s `aria-describedby`: "To add this address, fill in Tag."',
      'Name the fields by their visible labels, in the form’s order; a box by a short name ("the terms box").',
      'Give the missing fields `isRequired`, so they carry the required mark and `aria-required`.',
    ],
    dont: [
      'Leave a disabled action without it: nothing else tells the customer what the action waits for.',
      'Turn it into an error: nothing is wrong yet, the form is only incomplete.',
    ],
    drawn: true,
    a11y: {
      keyboard:
        'Nothing to operate: text. The disabled action it explains is skipped by Tab, and is reached once it is enabled.',
      roles:
        'A paragraph with an `id`, always in the page so the action’s `aria-describedby` never points at nothing; empty and `hidden` when nothing is missing.',
      announces:
        'Read in page order just before the action, and as the disabled action’s description when a screen reader reaches it. Not a live region: it changes as fields are filled, which would interrupt typing.',
    },
  },
  'UI/PageHeader': {
    use: 'The title of a page, with an optional Back and actions.',
    avoid: 'Titles inside cards or dialogs.',
    do: [
      'Give every page one PageHeader: its `title` is the page’s only `h1`.',
      'Name the back arrow by where it goes (`back.label`: "Back to Cards").',
      'Put the page’s own buttons in `actions`: they follow the heading in the Tab order.',
    ],
    dont: [
      'Add a second `h1` to the page.',
      'Name the back arrow "Back" alone when the customer came from somewhere else.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches the back arrow, then the actions'],
        ['Enter', 'follows the back arrow through the app’s router'],
      ],
      roles:
        'A `header` holding the `h1`; the back arrow is a `link` named by `back.label` (its icon decorative), at least 44 px square.',
      announces: 'Nothing by itself; screen-reader users reach the page by its `h1`.',
    },
  },
  'UI/Pagination': {
    use: 'Moving between pages of a list or table whose pages the customer counts (a few to a few dozen).',
    avoid: 'Long feeds (VirtualList, load more); steps of a flow (StepHeader).',
    do: [
      'Name it for the list it pages (`label`: "Recent Transactions pages").',
      'Keep the page in the list that owns the rows; Pagination only reports `onPageChange`.',
    ],
    dont: [
      'Show it for a single page of rows.',
      'Page through a feed the customer scrolls: use VirtualList.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'moves through Previous, the page buttons and Next (a disabled one is passed by)'],
        ['Enter or Space', 'goes to that page'],
      ],
      roles:
        'A `navigation` landmark named by `label`; each page is a `button` named "Page 3", the current one with `aria-current="page"`; the ellipsis for pages left out is hidden from assistive technology.',
      announces: '"Page 3, current page" on the current page.',
    },
  },
  'UI/Form/PasswordField': {
    use: 'A password, with show/hide and the browser’s password manager working.',
    avoid: 'Codes (CodeField) or other secrets shown once.',
    do: [
      'Set `autoComplete="new-password"` on sign-up and reset (the default, `current-password`, suits sign-in), so the password manager offers the right thing.',
      'Name a secret that is not a password (`secretName="Current PIN"`): the toggle says "Show Current PIN".',
      'Put PasswordRules under a new password.',
    ],
    dont: ['Block paste or the password manager.', 'Show the password by default.'],
    a11y: {
      keyboard: [
        ['Tab', 'enters the field, then the show/hide toggle'],
        ['Enter or Space on the toggle', 'shows or hides the text; what was typed stays'],
      ],
      roles:
        'A text field (`type="password"` while hidden) named by its label; the toggle is a `button` named "Show password" / "Hide password" with `aria-pressed`.',
      announces:
        'The toggle’s new name and pressed state; description and error with the field, as TextField’s.',
    },
  },
  'UI/Form/PasswordRules': {
    use: 'Beside a new password: each rule turns green as it is met.',
    avoid: 'Signing in with an existing password.',
    do: [
      'Put it right under the new-password field and compute each rule’s `met` with the check the form uses.',
      'Write each rule as a short noun phrase ("One number").',
    ],
    dont: [
      'Show it on sign-in, where the rules do not apply.',
      'Say "met" by colour alone: each item says it in text too.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: a list to read, not focusable.',
      roles:
        'A `list` named "Password requirements" (`label`); each `listitem` ends with visually hidden ", met" or ", not met"; the tick and the cross are decorative.',
      announces:
        'Not a live region: the list is read when the customer moves to it, not at every keystroke.',
    },
  },
  'UI/ProgressBar': {
    use: 'Progress through known steps or a known amount (a limit used).',
    avoid: 'Waiting of unknown length (Spinner, Skeleton).',
    do: [
      'Name what progresses (`label`: "Sign-up progress"), visible, or hidden (`hideLabel`) where a heading already says it.',
      'Show the real share: steps done of steps, amount used of the limit.',
    ],
    dont: [
      'Use it for a wait of unknown length: show a Spinner.',
      'Move it backwards or fake progress with a timer.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: not focusable.',
      roles:
        'A `progressbar` (react-aria) named by its label, with `aria-valuenow` from 0 to 100 and the percentage as `aria-valuetext`.',
      announces:
        'Its name and percentage when a screen reader reaches it; changes are not announced.',
    },
  },
  'UI/Display/QRCode': {
    use: 'An address or link to scan with a phone, next to its copyable text.',
    avoid: 'Anything the customer cannot also copy as text.',
    do: [
      'Show the same value as text with a CopyButton beside the code.',
      'Name it by what it holds (`label`: "QR code of your wallet address").',
    ],
    dont: [
      'Show a code alone: a customer on the same phone cannot scan it.',
      'Recolour it for the dark theme: it stays dark on a light quiet zone so scanners read it.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: not focusable.',
      roles: 'An `img` named by `label`; the drawing inside is hidden.',
      announces: 'Its name, e.g. "QR code of your wallet address, image".',
    },
  },
  'UI/SearchList': {
    use: 'Searching a list of saved items (recipients) and picking one.',
    avoid: 'A fixed short list (Select); a table of records (Table).',
    do: [
      'Use it where a picker is the whole task (a dialog): it takes focus as it appears.',
      'Put everything a customer might search by in `textValue` (name, tag, address).',
      'Write an `emptyText` that names what was searched ("No saved recipient matches").',
    ],
    dont: [
      'Put it among other fields on a page: its search field takes focus when it appears.',
      'Use it for records compared by column (Table).',
    ],
    a11y: {
      keyboard: [
        ['Type', 'filters the rows by any part of their text, case ignored'],
        ['↓ / ↑', 'move through the rows while focus stays in the search field'],
        ['Enter', 'chooses the highlighted row'],
        ['Escape', 'clears the search; once it is empty, Escape reaches the dialog around it'],
      ],
      roles:
        'A `searchbox` named by `label` (focused as it appears) controlling a `listbox` named by `listLabel`; each row is an `option` whose name is its text.',
      announces:
        'The highlighted row through `aria-activedescendant`; the empty text when nothing matches.',
    },
  },
  'UI/Form/NativeSelect': {
    use: "A filter or setting with a few plain-text options, where the phone's own picker is the best one (the history's filters).",
    avoid: 'Options with icons, descriptions or search (Select, ComboBox).',
    do: [
      'Use it for a few plain-text options on a page that must stay light (All Transactions’ filters).',
      'Give it a visible `label`.',
    ],
    dont: [
      'Let the first option ("All kinds") stand in for the label.',
      'Use it for options that need an icon or a search (Select, ComboBox).',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches it'],
        ['↑ / ↓ or a letter', 'change the choice'],
        ['Space or Alt+↓', 'open the platform’s own picker'],
      ],
      roles: 'A native `select` (role `combobox`) named by its label; the chevron is decorative.',
      announces: 'The chosen option, as the browser and the phone announce it.',
    },
  },
  'UI/Form/Select': {
    use: 'Picking one of a few known options (a network, a currency).',
    avoid: 'Long lists (ComboBox); two options shown at once (Tabs, radio).',
    do: [
      'Name each option as the customer knows it (English, Bahasa Melayu, 中文).',
      'Ask with the `placeholder` when nothing is chosen yet ("Select a network").',
    ],
    dont: [
      'Use it for a long list the customer would rather type into: that is a ComboBox.',
      'Hide two options in a menu that could both be on screen (Tabs).',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches the button'],
        ['Enter, Space, ↓ or ↑', 'opens the list'],
        ['↓ / ↑, Home / End, or a letter', 'move through the options'],
        ['Enter', 'picks'],
        ['Escape', 'closes without picking; focus goes back to the button'],
      ],
      roles:
        'A `button` named by the label and the chosen value, opening a `listbox` in a popover; the chosen option is `aria-selected`, with a check; a hidden native select keeps forms and autofill working.',
      announces: 'The label and chosen value on the button; each option as focus moves.',
    },
  },
  'UI/Skeleton': {
    use: 'The shape of content still loading, where the layout is known.',
    avoid: 'Actions in progress (Button pending); errors.',
    do: [
      'Shape skeletons like what they stand for (TableSkeleton for a table; a heading bar and a block for a page).',
      'Wrap them in SkeletonGroup with a `label` ("Loading card balance"): one message, not many silent blocks.',
    ],
    dont: [
      'Keep skeletons after the request failed: show the error with Try again.',
      'Use a skeleton for a button waiting for its answer (Button `isPending`).',
    ],
    drawn: true,
    a11y: {
      keyboard: 'Nothing to operate: not focusable.',
      roles:
        'Each Skeleton is decorative (`aria-hidden`); SkeletonGroup is a `status` region with `aria-busy="true"` and its label as visually hidden text.',
      announces: 'The group’s label ("Loading card balance") once, politely.',
    },
  },
  'UI/SkipLink': {
    use: 'The first focusable element of every page: jumps to the main content.',
    avoid: 'Anywhere but first in the Tab order of a layout; links within a page’s content.',
    do: [
      'Render it first in every layout (AppShell and the public layout do), with a `<main id="main" tabIndex={-1}>` to land on.',
    ],
    dont: [
      'Hide it with `display: none`: it must be reachable by Tab.',
      'Point it at an element that cannot take focus.',
    ],
    a11y: {
      keyboard: [
        ['Tab (first on the page)', 'shows the link at the top start corner'],
        ['Enter', 'moves focus to main, past the navigation; the URL keeps no #fragment'],
      ],
      roles:
        'A `link` "Skip to main content", off screen until focused (WCAG 2.4.1 Bypass Blocks).',
      announces: 'Its name when focused, then the main region when followed.',
    },
  },
  'UI/Spinner': {
    use: 'Waiting of unknown length for a small area or a control (a button pending, a lookup).',
    avoid: 'Content whose layout is known (Skeleton); progress that can be measured (ProgressBar).',
    do: [
      'Name what is awaited (`label`: "Checking the address").',
      'Use `sm` inside text or a button, `md` beside a heading, `lg` alone in an empty area.',
    ],
    dont: [
      'Spin where the layout is known: show a Skeleton.',
      'Show several spinners for one wait.',
    ],
    a11y: {
      keyboard: 'Nothing to operate: not focusable.',
      roles: 'A `progressbar` with a name and no value (indeterminate); the ring is decorative.',
      announces:
        'Its name when a screen reader reaches it; it is not a live region (LoadingOverlay wraps it in one when the wait must be announced).',
    },
  },
  'UI/StepHeader': {
    use: 'The step of a multi-step flow (Step 2 of 4), with Back.',
    avoid: 'Single-page forms.',
    do: [
      'Give each step its `title` (the page’s `h1`) and "Step 2 of 3" with `step` and `totalSteps`.',
      'Offer Back (`onBack`) from the second step on.',
    ],
    dont: [
      'Use it on a single-page form.',
      'Move the bar between steps: it stays at the top whatever the title’s length.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches Back'],
        ['Enter or Space', 'goes back a step'],
      ],
      roles:
        'A `header` with the `h1`; "Step 2 of 3" as text; a `progressbar` named "Step 2 of 3" (label hidden); Back is a `button` named "Back" (`backLabel`).',
      announces: 'Nothing by itself; the step is read with the heading.',
    },
  },
  'UI/Form/Switch': {
    use: 'A setting that takes effect at once (notifications on/off).',
    avoid: 'A choice submitted with a form (Checkbox).',
    do: [
      'Name the setting, not the action ("Marketing e-mails"); it applies as it is switched.',
      'Save the change at once and say next to it if saving failed.',
    ],
    dont: [
      'Put a switch in a form that is submitted later: that is a Checkbox.',
      'Label it "On" or "Off": the switch itself shows its state.',
    ],
    drawn: true,
    a11y: {
      keyboard: [
        ['Tab', 'reaches it'],
        ['Space', 'switches it on or off'],
      ],
      roles:
        'A `switch` (react-aria: a visually hidden input with `role="switch"`) named by its label, its checked state read as on or off; the track is decorative.',
      announces: '"On" or "off" as it changes.',
    },
  },
  'UI/Table': {
    use: 'Records with several columns to compare or sort (transactions, referrals).',
    avoid: 'A list with one value per row (a list); layout.',
    do: [
      'Name the table (`aria-label`: "Rewards") and mark the column that names each row (`isRowHeader`).',
      'Make sortable only the columns worth ordering (`sortValue`); align amounts to the end (`align: "end"`).',
      'Stack the rows on a phone (`narrowLayout="stack"`) when the table has a few columns.',
    ],
    dont: [
      'Use a table for layout or for a one-value list.',
      'Crowd every row with action buttons: link the row’s key cell to its detail page.',
    ],
    a11y: {
      keyboard: [
        [
          'Tab',
          'reaches the scroll region (arrows scroll it), each sort button, links in cells, then the pagination',
        ],
        [
          'Enter or Space on a sort button',
          'sorts by that column, then turns the direction around',
        ],
      ],
      roles:
        'A native `table` (header row, a `th scope="row"` row header, cells) inside a focusable `region` of the same name; the sorted column’s header has `aria-sort`; a `navigation` "Rewards pages" appears above 10 rows.',
      announces:
        'Column and row headers with each cell as a screen reader moves; "sorted ascending" from the header’s `aria-sort`.',
    },
  },
  'UI/Tabs': {
    use: 'Switching between views of the same subject on one page.',
    avoid: 'Navigation between pages (Link, Sidebar); steps of a flow (StepHeader).',
    do: [
      'Name the TabList (`aria-label="Transfer"`) and keep tab labels to a word or two.',
      'Use LinkTabs when each tab is a page of its own (Deposit / Withdraw).',
    ],
    dont: [
      'Use tabs for the steps of a flow: that is a StepHeader.',
      'Hide what the customer needs behind a disabled tab without saying why.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches the selected tab, then its panel'],
        ['← / →', 'move to and select the previous or next tab, skipping disabled ones'],
        ['Home / End', 'the first or last tab'],
        ['LinkTabs: Tab, Enter', 'move from link to link; Enter follows one'],
      ],
      roles:
        'Tabs: a `tablist` named by its label, `tab`s with `aria-selected`, a `tabpanel` labelled by its tab. LinkTabs: a `navigation` of `link`s, the current page’s with `aria-current="page"`.',
      announces: '"Withdraw, tab, selected, 2 of 3" as focus moves; LinkTabs: "current page".',
    },
  },
  'UI/Form/TextField': {
    use: 'Free text: names, e-mail, addresses, search.',
    avoid: 'Money (AmountField), codes (CodeField), passwords (PasswordField).',
    do: [
      'Give every field a visible `label`; put help in `description`, which is read with the field.',
      'Set `type` and `autoComplete` (email, name) so phones and autofill help.',
      'Show `errorMessage` with `isInvalid` once the field is left or the form is submitted.',
    ],
    dont: [
      'Make the placeholder the label or the only hint: it disappears when typing starts.',
      'Use it for money, codes or passwords: AmountField, CodeField, PasswordField.',
    ],
    drawn: true,
    a11y: {
      keyboard: [
        ['Tab', 'enters the field'],
        ['Type', 'edits; with `maxLength`, typing stops at the limit'],
      ],
      roles:
        'A `textbox` named by its label; description and error linked by `aria-describedby`; `aria-invalid` when invalid, `aria-required` and the required mark after the label (not read) when `isRequired`; read-only and disabled as the native input is.',
      announces:
        'Label, value, description and error when focused; the counter (`showCounter`) is visual only.',
    },
  },
  'UI/LanguageSwitch': {
    use: 'Letting a signed-out visitor choose the language of the sign-in area (its footer).',
    avoid: 'Signed in: the language is the profile’s, set in Edit Preferences (a Select).',
    do: ['Name each language in itself (English, Español), whatever the active language.'],
    dont: [
      'Translate the languages’ names: a visitor who cannot read the page must find their own.',
      'Mark the active language by colour alone: it is pressed, bold and without an underline.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches each language'],
        ['Enter / Space', 'switches to it'],
      ],
      roles:
        'A `group` named "Language" of native toggle `button`s (`aria-pressed`), each with the `lang` of its language.',
      announces: 'The language’s name, in its own pronunciation, and "pressed" for the active one.',
    },
  },
  'UI/ThemeSwitch': {
    use: 'Letting the customer choose light, dark or the system theme.',
    avoid: 'Other settings (Switch, Select).',
    do: ['Offer all three: System (following the device), Light and Dark.'],
    dont: [
      'Use it for any other choice: it is the theme’s own control.',
      'Drop System: it is the choice most customers want.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'reaches the chosen theme'],
        ['← / → or ↑ / ↓', 'choose another theme (the browser’s radio group)'],
      ],
      roles:
        'A `group` (a `fieldset` with a visually hidden legend "Theme") of three native `radio` buttons; the icons are decorative.',
      announces: 'The theme’s name and "selected, 2 of 3".',
    },
  },
  'UI/Toast': {
    use: 'A short confirmation after an action that needs no answer (Copied, Saved).',
    avoid: 'Errors the customer must act on (Banner, field errors, Dialog).',
    do: [
      'Confirm in a few words (`title`: "Action Successful") and name what changed in `description`.',
      'Render one ToastRegion near the app’s root and add toasts with `showToast`.',
    ],
    dont: [
      'Put an error the customer must act on in a toast: it leaves after 3 seconds.',
      'Put a link or a button the customer needs in a toast.',
    ],
    a11y: {
      keyboard: [
        ['F6', 'moves focus to the toasts and back'],
        ['Tab', 'moves between the toasts’ close buttons'],
        ['Enter or Space on Close', 'dismisses the toast'],
        ['Hover or focus', 'pauses its timer'],
      ],
      roles:
        'A `region` landmark of notifications; each toast an `alertdialog` named by its title and described by its description; the tone icon is decorative; the close button is named "Close".',
      announces:
        'Each toast’s title and description as it appears; it stays 3 s, longer while hovered or focused.',
    },
  },
  'UI/Tooltip': {
    use: 'A short label for an icon-only control, on hover and focus.',
    avoid: 'Information the customer needs to finish a task: put it on the page.',
    do: [
      'Keep it to a short supplement ("The network fee is deducted from the amount you send.").',
      'Attach it to something focusable (a Button or a Link), so keyboard users get it too.',
    ],
    dont: [
      'Put what the customer needs to finish a task in a tooltip: touch screens have no hover.',
      'Put links or buttons in it: it closes when the pointer leaves.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'focus on the control opens it at once'],
        ['Escape', 'closes it'],
        ['Hover', 'opens it after `delay` (600 ms)'],
      ],
      roles:
        'A `tooltip` that describes its control (`aria-describedby`); the arrow is decorative.',
      announces: 'Its text after the control’s name, as the control’s description.',
    },
  },
  'UI/Form/ListBox': {
    use: 'The option list inside Select and ComboBox, with a flag or text badge before a label.',
    avoid:
      'On its own on a page: pick with Select, ComboBox or SearchList; show a plain list as a list.',
    do: [
      'Lead options with a flag that has a text `fallback` ("MY") for when the image fails.',
      'Show an option that cannot be picked as disabled where the customer expects to find it.',
    ],
    dont: [
      'Place a listbox on a page by itself: it is the list of a Select, ComboBox or SearchList.',
      'Let a flag be the only name of an option: the label names it.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'enters the list on the chosen option'],
        ['↓ / ↑', 'move through the options, skipping disabled ones'],
        ['Enter or Space', 'picks'],
      ],
      roles:
        'A `listbox` named by its label; `option`s with `aria-selected`, and `aria-disabled` for those that cannot be picked; the flag is decorative (`alt=""`) and the fallback badge hidden, the label names the option.',
      announces: 'Each option’s name, whether it is selected, and its position.',
    },
  },
  'UI/Sidebar': {
    use: 'The main navigation of the signed-in app, in AppShell (and its mobile sheet).',
    avoid: 'Navigation inside a page (Tabs, Link); actions (Button).',
    do: [
      'List the main destinations with short labels and icons; mark the current one with `currentPath` (and `activeFor` for its other urls).',
      'Show a switched-off entry with `isDisabled` and say why in its `badge` (Coming Soon).',
    ],
    dont: [
      'Put actions (Log out, Export) in the sidebar: it only navigates.',
      'Drop the labels to save room: `isCollapsed` hides them visually and keeps them for screen readers.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'moves from entry to entry, passing a switched-off one by'],
        ['Enter', 'follows an entry through the app’s router'],
      ],
      roles:
        'A `navigation` landmark named "Main" (`label`) with a `list` of `link`s, the current one `aria-current="page"`; a switched-off entry is text with `aria-disabled`, not a link; icons are decorative.',
      announces: 'Each entry’s name, "current page" on the active one, and its badge.',
    },
  },
  'UI/TopBar': {
    use: 'The bar across the top of signed-in pages, in AppShell: greeting, Profile, Logout.',
    avoid: 'Page titles (PageHeader); public pages, which have no top bar.',
    do: [
      'Put the greeting at the `start` and Profile and Logout at the `end`; on a phone the menu button leads the start.',
      'Let a long name end in an ellipsis: the end keeps its place.',
    ],
    dont: [
      'Put the page’s title in the top bar: that is the PageHeader’s `h1`.',
      'Use it on public pages.',
    ],
    a11y: {
      keyboard: [['Tab', 'moves through its controls in order, start to end']],
      roles: 'A top-level `header`: the page’s `banner` landmark.',
      announces: 'Nothing by itself; screen-reader users jump to it as the banner.',
    },
  },
  'UI/Collections/VirtualList': {
    use: 'Long lists of links in sections (thousands of history rows) that must stay quick to scroll and filter; one Tab stop, arrows between rows.',
    avoid: 'Short lists (render them all); records compared by column (Table).',
    do: [
      'Name the list (`aria-label`) and head each section (`heading`: a day for the history).',
      'Keep every row one link of one height (`rowHeight`).',
    ],
    dont: [
      'Put buttons or several links in a row: each row is one link.',
      'Use it for a few dozen rows: render them all.',
    ],
    a11y: {
      keyboard: [
        ['Tab', 'enters the list on the row last focused: the whole list is one Tab stop'],
        ['↓ / ↑', 'the next or previous row'],
        ['Page Down / Page Up', '8 rows on or back'],
        ['Home / End', 'the first or last row, rendered on demand'],
        ['Enter', 'follows the row’s link'],
      ],
      roles:
        'A `list` named by `aria-label`; each `listitem` has `aria-setsize` and `aria-posinset`, so "2 of 2,000" is read though only the rows in view exist; a section’s `h2` sits on its first row.',
      announces: 'The row’s text and its place in the whole list as it takes focus.',
    },
  },
};

/** The guidance for a ui title, or undefined for other titles. */
export const usageEntry = (title: string): Usage | undefined => usage[title];

/** Every title with guidance. */
export const usageTitles = () => Object.keys(usage);

const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

const keyboardMarkdown = (keyboard: Accessibility['keyboard']) =>
  typeof keyboard === 'string'
    ? keyboard
    : [
        '| Key | What it does |',
        '| --- | --- |',
        ...keyboard.map(([keys, does]) => `| ${keys} | ${does} |`),
      ].join('\n');

/**
 * The docs page's description for a ui title, in Markdown: when to use it and when not, Do and
 * Don't, Accessibility (keyboard, roles, announcements). Undefined for other titles.
 */
export const usageOf = (title: string) => {
  const entry = usage[title];
  if (!entry) return undefined;
  return [
    `**When to use:** ${entry.use}`,
    `**When not to:** ${entry.avoid}`,
    '## Do and don’t',
    ...(entry.drawn ? ['Drawn with the real components in the **Do and Don’t** story below.'] : []),
    `**Do**\n\n${bullets(entry.do)}`,
    `**Don’t**\n\n${bullets(entry.dont)}`,
    '## Accessibility',
    `**Keyboard**\n\n${keyboardMarkdown(entry.a11y.keyboard)}`,
    `**Roles and names:** ${entry.a11y.roles}`,
    `**What it announces:** ${entry.a11y.announces}`,
  ].join('\n\n');
};
