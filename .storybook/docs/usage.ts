// "When to use, when not" for each ui component's docs page (Twilio Paste's pages are the
// model), by story title. The preview puts it on the page as the component's description,
// unless the meta writes its own `parameters.docs.description.component`.
const usage: Record<string, [use: string, avoid: string]> = {
  'UI/Display/Address': [
    'A wallet or contract address: shortened in the middle, full on copy.',
    'Any other identifier (an order id, a reference): plain text.',
  ],
  'UI/Display/Amount': [
    'Every amount of money or crypto on screen: decimal text, rounded down, with its currency.',
    'Counts and percentages that are not money; an amount the customer types (AmountField).',
  ],
  'UI/Form/AmountField': [
    'The amount a customer types to send, withdraw, top up or earn: decimal text, a Max, the limits.',
    'Amounts shown read-only (Amount); numbers that are not money.',
  ],
  'UI/AppShell': [
    'The signed-in frame: sidebar, top bar, main landmark; one per page.',
    'Public pages (sign in, sign up) and dialogs: they have their own layout.',
  ],
  'UI/Badge': [
    'A short status next to an item (Pending, Verified, Failed), coloured by tone.',
    'Actions (Button) or messages that need a sentence (Banner).',
  ],
  'UI/Banner': [
    'A message about the whole page or flow: a warning, an outage, a pending verification.',
    'A field error (the field shows it) or a passing confirmation (Toast).',
  ],
  'UI/Brand': ['The product mark in the shell and on public pages.', 'Decoration inside content.'],
  'UI/Button': [
    'An action on this page: submit, open a dialog, confirm. One primary per view.',
    'Going to another page (Link); a toggle between two states (Switch).',
  ],
  'UI/Card': [
    'A group of related content on a page: a tile, a summary, a form section.',
    'Nesting cards in cards; a single line of text.',
  ],
  'UI/CardFace': [
    "The picture of a customer's payment card, masked.",
    'Any other card-shaped content (Card).',
  ],
  'UI/Carousel': [
    'A few promotional slides that rotate, with pause and keyboard control.',
    'Content the customer must read or act on: show it all at once.',
  ],
  'UI/Form/Checkbox': [
    'One yes/no choice the customer confirms (terms) or several independent options.',
    'A setting that takes effect at once (Switch); one of several (Select, Tabs).',
  ],
  'UI/Form/CodeField': [
    'A one-time code sent by e-mail or an authenticator: one box per digit, paste works.',
    'Any other number: use TextField or AmountField.',
  ],
  'UI/Form/ComboBox': [
    'Choosing from a long list by typing to filter (countries, phone codes).',
    'Under about seven options (Select); free text (TextField).',
  ],
  'UI/CopyButton': [
    'Copying a value the customer pastes elsewhere (address, referral link), with feedback.',
    'Copying whole paragraphs; actions that are not copying.',
  ],
  'UI/Display/DateTime': [
    'A date and time of an event, in one format everywhere.',
    'Durations or countdowns.',
  ],
  'UI/Dialog': [
    'A focused task or confirmation over the page that must be finished or dismissed.',
    'Content the customer reads alongside the page; long flows (a page of their own).',
  ],
  'UI/EmailAddress': [
    'An e-mail address shown to the customer, wrapping safely.',
    'An e-mail the customer types (TextField with type email).',
  ],
  'UI/Link': [
    'Going to another page or site, inline in text or standing alone.',
    'Actions that change data (Button).',
  ],
  'UI/LoadingOverlay': [
    'A whole area waiting for a first answer where a skeleton would mislead.',
    'Lists and pages whose layout is known (Skeleton); a button waiting (Button pending).',
  ],
  'UI/PageHeader': [
    'The title of a page, with an optional Back and actions.',
    'Titles inside cards or dialogs.',
  ],
  'UI/Form/PasswordField': [
    'A password, with show/hide and the browser’s password manager working.',
    'Codes (CodeField) or other secrets shown once.',
  ],
  'UI/Form/PasswordRules': [
    'Beside a new password: each rule turns green as it is met.',
    'Signing in with an existing password.',
  ],
  'UI/ProgressBar': [
    'Progress through known steps or a known amount (a limit used).',
    'Waiting of unknown length (Spinner, Skeleton).',
  ],
  'UI/Display/QRCode': [
    'An address or link to scan with a phone, next to its copyable text.',
    'Anything the customer cannot also copy as text.',
  ],
  'UI/SearchList': [
    'Searching a list of saved items (recipients) and picking one.',
    'A fixed short list (Select); a table of records (Table).',
  ],
  'UI/Form/NativeSelect': [
    "A filter or setting with a few plain-text options, where the phone's own picker is the best one (the history's filters).",
    'Options with icons, descriptions or search (Select, ComboBox).',
  ],
  'UI/Form/Select': [
    'Picking one of a few known options (a network, a currency).',
    'Long lists (ComboBox); two options shown at once (Tabs, radio).',
  ],
  'UI/Skeleton': [
    'The shape of content still loading, where the layout is known.',
    'Actions in progress (Button pending); errors.',
  ],
  'UI/SkipLink': ['The first focusable element of every page: jumps to the main content.', '—'],
  'UI/StepHeader': [
    'The step of a multi-step flow (Step 2 of 4), with Back.',
    'Single-page forms.',
  ],
  'UI/Form/Switch': [
    'A setting that takes effect at once (notifications on/off).',
    'A choice submitted with a form (Checkbox).',
  ],
  'UI/Table': [
    'Records with several columns to compare or sort (transactions, referrals).',
    'A list with one value per row (a list); layout.',
  ],
  'UI/Tabs': [
    'Switching between views of the same subject on one page.',
    'Navigation between pages (Link, Sidebar); steps of a flow (StepHeader).',
  ],
  'UI/Form/TextField': [
    'Free text: names, e-mail, addresses, search.',
    'Money (AmountField), codes (CodeField), passwords (PasswordField).',
  ],
  'UI/ThemeSwitch': [
    'Letting the customer choose light, dark or the system theme.',
    'Other settings (Switch, Select).',
  ],
  'UI/Toast': [
    'A short confirmation after an action that needs no answer (Copied, Saved).',
    'Errors the customer must act on (Banner, field errors, Dialog).',
  ],
  'UI/Tooltip': [
    'A short label for an icon-only control, on hover and focus.',
    'Information the customer needs to finish a task: put it on the page.',
  ],
  'UI/Form/Field': [
    'The parts of a new kind of form field: label, control box, description and error, wired by react-aria.',
    'A text, amount, code or password input: use TextField, AmountField, CodeField or PasswordField, which are built from these parts.',
  ],
  'UI/Form/ListBox': [
    'The option list inside Select and ComboBox, with a flag or text badge before a label.',
    'On its own on a page: pick with Select, ComboBox or SearchList; show a plain list as a list.',
  ],
  'UI/Pagination': [
    'Moving between pages of a list or table whose pages the customer counts (a few to a few dozen).',
    'Long feeds (VirtualList, load more); steps of a flow (StepHeader).',
  ],
  'UI/Sidebar': [
    'The main navigation of the signed-in app, in AppShell (and its mobile sheet).',
    'Navigation inside a page (Tabs, Link); actions (Button).',
  ],
  'UI/Spinner': [
    'Waiting of unknown length for a small area or a control (a button pending, a lookup).',
    'Content whose layout is known (Skeleton); progress that can be measured (ProgressBar).',
  ],
  'UI/TopBar': [
    'The bar across the top of signed-in pages, in AppShell: greeting, Profile, Logout.',
    'Page titles (PageHeader); public pages, which have no top bar.',
  ],
  'UI/EmptyState': [
    'A list or page with nothing in it yet: what is missing and the one action that fills it.',
    'A list that failed to load (Banner with Try again); a filter with no match (say so in the list).',
  ],
  'UI/IconButton': [
    'A row of actions on a surface (a wallet’s Deposit, Withdraw) or an icon-only row action in a list.',
    'The one main action of a form (Button); going to another page in text (Link).',
  ],
  'UI/Collections/VirtualList': [
    'Long lists of links in sections (thousands of history rows) that must stay quick to scroll and filter; one Tab stop, arrows between rows.',
    'Short lists (render them all); records compared by column (Table).',
  ],
};

/** The docs page's description for a ui title, in Markdown, or undefined for other titles. */
export const usageOf = (title: string) => {
  const entry = usage[title];
  return entry && `**When to use:** ${entry[0]}\n\n**When not to:** ${entry[1]}`;
};
