import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { declaredTokens } from '@wallet/ui/tokens';
import { sideOf, themedProperties } from '../.storybook/docs/ThemeScope';
import { ARIA_PROP_NAMES } from '../.storybook/docs/ariaProps';
import { usageEntry, usageOf, usageTitles } from '../.storybook/docs/usage';
import { root, storiesOf, storyFiles } from './spec-stories.mjs';

// Every ui component has a docs page a designer can use: a story file (its states, keyboard paths
// in play functions) and, on its page, when to use it and when not, Do and Don't, and an
// Accessibility section (.storybook/docs/usage.ts); a props table with the react-aria props it
// passes through (.storybook/docs/ariaProps.ts); controls without data trees; and every state
// shown at rest, since a docs page runs no play function and shares one page between stories
// (.storybook/docs/docsView.tsx).
const UI = join(root, 'packages/ui/src');
// Folders of helpers, not components.
const NOT_COMPONENTS = new Set(['format', 'hooks', 'icons', 'styles']);

const uiStoryFiles = () =>
  readdirSync(UI, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
    .flatMap((entry) =>
      readdirSync(join(UI, entry.name))
        .filter((file) => file.endsWith('.stories.tsx'))
        .map((file) => join(UI, entry.name, file)),
    );

// --- A small static reading of a story file: its meta and its stories, as written. ---------------

interface StoryInfo {
  name: string;
  /** The args as written: name -> initializer (spreads of another story followed). */
  args: Map<string, ts.Expression>;
  tags: string[];
  hasDecorators: boolean;
  /** The source text of the story's play function, if any. */
  play?: string;
  /** `parameters.docs.description.story`: the docs page says how to see the state. */
  docsNote: boolean;
  /** The story's render reads the view mode (`inDocs(context)`). */
  rendersForDocs: boolean;
}

interface FileInfo {
  file: string;
  title: string;
  source: ts.SourceFile;
  metaTags: string[];
  metaArgs: Map<string, ts.Expression>;
  /** argTypes keys whose control is off. */
  controlOff: Set<string>;
  /** argTypes keys, including those from `...ariaProps('a', 'b')`. */
  argTypeKeys: Set<string>;
  stories: StoryInfo[];
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isParenthesizedExpression(node) ||
  ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name)) ? p.name.text : undefined;

function topLevelInit(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return d.initializer;
    }
  }
  return undefined;
}

/** The object literal a name or expression stands for, following consts. */
function objectOf(source: ts.SourceFile, node: ts.Expression | undefined) {
  if (!node) return undefined;
  const bare = unwrap(node);
  if (ts.isObjectLiteralExpression(bare)) return bare;
  if (ts.isIdentifier(bare)) return objectOf(source, topLevelInit(source, bare.text));
  return undefined;
}

function property(object: ts.ObjectLiteralExpression | undefined, key: string) {
  const found = object?.properties.find((p) => propertyName(p) === key);
  if (found && ts.isPropertyAssignment(found)) return found.initializer;
  if (found && ts.isShorthandPropertyAssignment(found)) return found.name;
  return undefined;
}

function argsOf(source: ts.SourceFile, object: ts.ObjectLiteralExpression | undefined) {
  const args = new Map<string, ts.Expression>();
  const literal = objectOf(source, property(object, 'args'));
  for (const p of literal?.properties ?? []) {
    const key = propertyName(p);
    if (key && ts.isPropertyAssignment(p)) args.set(key, p.initializer);
    else if (key && ts.isShorthandPropertyAssignment(p)) args.set(key, p.name);
  }
  return args;
}

const stringArray = (node: ts.Expression | undefined) =>
  node && ts.isArrayLiteralExpression(unwrap(node))
    ? (unwrap(node) as ts.ArrayLiteralExpression).elements
        .filter(ts.isStringLiteralLike)
        .map((e) => e.text)
    : [];

function readFile(file: string): FileInfo {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const meta = objectOf(source, ts.factory.createIdentifier('meta'));
  if (!meta) throw new Error(`${relative(root, file)}: no \`const meta = {...}\``);
  const title = property(meta, 'title');
  const controlOff = new Set<string>();
  const argTypeKeys = new Set<string>();
  for (const p of objectOf(source, property(meta, 'argTypes'))?.properties ?? []) {
    if (ts.isSpreadAssignment(p)) {
      const call = unwrap(p.expression);
      if (ts.isCallExpression(call) && call.expression.getText(source) === 'ariaProps') {
        for (const a of call.arguments) if (ts.isStringLiteralLike(a)) argTypeKeys.add(a.text);
      }
      continue;
    }
    const key = propertyName(p);
    if (!key) continue;
    argTypeKeys.add(key);
    const control = ts.isPropertyAssignment(p)
      ? property(objectOf(source, p.initializer), 'control')
      : undefined;
    if (control?.kind === ts.SyntaxKind.FalseKeyword) controlOff.add(key);
  }
  for (const excluded of stringArray(
    property(
      objectOf(source, property(objectOf(source, property(meta, 'parameters')), 'controls')),
      'exclude',
    ),
  ))
    controlOff.add(excluded);
  // `textType` is the catalogue's name for a text field's `type`.
  if (argTypeKeys.delete('textType')) argTypeKeys.add('type');

  const stories: StoryInfo[] = [];
  const read = (name: string, object: ts.ObjectLiteralExpression): StoryInfo => {
    const spread = object.properties.find(ts.isSpreadAssignment);
    const base =
      spread && ts.isIdentifier(spread.expression)
        ? objectOf(source, spread.expression)
        : undefined;
    const from = base ? read(name, base) : undefined;
    const args = new Map([...(from?.args ?? []), ...argsOf(source, object)]);
    const play = property(object, 'play');
    const render = property(object, 'render');
    const docs = objectOf(
      source,
      property(objectOf(source, property(object, 'parameters')), 'docs'),
    );
    return {
      name,
      args,
      tags: property(object, 'tags') ? stringArray(property(object, 'tags')) : (from?.tags ?? []),
      hasDecorators: !!property(object, 'decorators') || !!from?.hasDecorators,
      play: play ? play.getText(source) : from?.play,
      docsNote: !!property(objectOf(source, property(docs, 'description')), 'story'),
      rendersForDocs: (render?.getText(source) ?? '').includes('inDocs(') || !!from?.rendersForDocs,
    };
  };
  for (const statement of source.statements) {
    if (
      !ts.isVariableStatement(statement) ||
      !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    )
      continue;
    for (const d of statement.declarationList.declarations) {
      const object = d.initializer && objectOf(source, d.initializer);
      if (ts.isIdentifier(d.name) && object) stories.push(read(d.name.text, object));
    }
  }
  return {
    file,
    title: title && ts.isStringLiteralLike(title) ? title.text : '',
    source,
    metaTags: stringArray(property(meta, 'tags')),
    metaArgs: argsOf(source, meta),
    controlOff,
    argTypeKeys,
    stories,
  };
}

/**
 * Whether an arg is data a control would draw as a tree (an element, an array, an object, the
 * result of a call), rather than a string, number, boolean or function.
 */
function isData(source: ts.SourceFile, node: ts.Expression, depth = 0): boolean {
  const bare = unwrap(node);
  if (depth > 10) return false;
  if (
    ts.isJsxElement(bare) ||
    ts.isJsxSelfClosingElement(bare) ||
    ts.isJsxFragment(bare) ||
    ts.isArrayLiteralExpression(bare) ||
    ts.isObjectLiteralExpression(bare) ||
    ts.isNewExpression(bare)
  )
    return true;
  if (ts.isCallExpression(bare)) {
    const callee = bare.expression;
    // fn() is an action; a string's own methods ('…'.repeat(12)) give a string.
    if (ts.isIdentifier(callee) && callee.text === 'fn') return false;
    return !(
      ts.isPropertyAccessExpression(callee) && /^(repeat|trim|toUpperCase)$/.test(callee.name.text)
    );
  }
  if (ts.isIdentifier(bare)) {
    const init = topLevelInit(source, bare.text);
    return init ? isData(source, init, depth + 1) : false;
  }
  return false;
}

const files = () => uiStoryFiles().map(readFile);
const where = (info: FileInfo, story?: StoryInfo) =>
  `${relative(root, info.file)}${story ? ` ${story.name}` : ''}`;

// Stories whose play function ends where the story starts (a press, a focus walk that comes back,
// a check of what is already there), so the docs page shows their state without it. A story with
// a play function that reaches a new state needs `docsArgs`/`docsView` (or its own docs render),
// a `parameters.docs.description.story` that says how to see it there, or `!autodocs`.
const ENDS_AT_REST: Record<string, string> = {
  'AppShell Desktop': 'a click on an entry calls the router; the shell is unchanged',
  'Banner WithAction': 'the action is pressed; the banner is unchanged',
  'Button Primary': 'a press; the button is unchanged',
  'Button Disabled': 'a press that does nothing',
  'Button Pending': 'presses that do nothing while pending',
  'Checkbox Default': 'ticked, unticked, ticked: the Checked story shows the ticked box',
  'CopyButton CopyWithFeedback': '"Copied" lasts 1.5 s, then the button is as it started',
  'EmptyState WithAction': 'Tab reaches the action; nothing changes',
  'Field Default': 'the default field; the play types into it to check the wiring',
  'Field Disabled': 'Tab passes it by',
  'IconButton Labelled': 'Enter and Space press it; the button is unchanged',
  'NativeSelect Keyboard': 'controlled by its args: the choice is reported, the value stays',
  'PageHeader WithBack': 'the back link is followed through a mocked router',
  'PageHeader WithActions': 'the actions are pressed; the header is unchanged',
  'Sidebar Default': 'checks what is drawn',
  'StepHeader WithBack': 'Back is pressed; the header is unchanged',
  'Switch Default': 'switched on and off again',
  'Tabs Links': 'the link is followed through a mocked router',
  'TextField Default': 'the empty default field; the play types into it to check the wiring',
  'ThemeSwitch Default': 'the default choice; the play walks the radios',
  'LanguageSwitch Default': 'English on: the other language is asked for, the app switches it',
  'Toast Success': 'the toast leaves by itself after 3 s: the Shown story holds toasts at rest',
  'Toast Failure': 'the toast is closed: the Shown story holds toasts at rest',
  'TopBar Default': 'Tab walks the bar, Logout is pressed; the bar is unchanged',
  'TopBar MobileWidth': 'Tab reaches the menu button',
  'Dialog ErrorAlert': 'its trigger; the play opens and answers the alert, which ends closed',
  'SkipLink Keyboard': 'hidden until focused: Tab into the example to see it',
  'Link Disabled': 'a click that does nothing',
  'CodeField Empty': 'checks what is drawn',
  'ListBox Options': 'checks what is drawn',
  'Select Disabled': 'checks what is drawn',
};
const interacts =
  /userEvent\.(type|keyboard|paste|click|dblClick|tab|hover|selectOptions|clear)|\.focus\(\)|execCommand/;
const folderOf = (info: FileInfo) => basename(info.file).replace('.stories.tsx', '');

describe('ui docs', () => {
  it('gives every ui component folder a story file', () => {
    const folders = readdirSync(UI, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_COMPONENTS.has(entry.name))
      .map((entry) => entry.name);
    const withoutStories = folders.filter(
      (folder) => !readdirSync(join(UI, folder)).some((file) => file.endsWith('.stories.tsx')),
    );
    expect(withoutStories).toEqual([]);
  });

  it('gives every ui story file a docs page (autodocs)', () => {
    const without = files().filter((info) => !info.metaTags.includes('autodocs'));
    expect(without.map((info) => where(info))).toEqual([]);
  });

  it('says when to use each ui component, Do and Don’t, and its accessibility', () => {
    const titles = new Set(
      storyFiles()
        .flatMap(storiesOf)
        .map((story) => story.title)
        .filter((title) => title.startsWith('UI/')),
    );
    const incomplete = [...titles].filter((title) => {
      const entry = usageEntry(title);
      if (!entry) return true;
      const { keyboard, roles, announces } = entry.a11y;
      return (
        !entry.use ||
        !entry.avoid ||
        entry.avoid === '—' ||
        entry.do.length === 0 ||
        entry.dont.length === 0 ||
        keyboard.length === 0 ||
        !roles ||
        !announces
      );
    });
    expect(incomplete).toEqual([]);
    // No guidance for a title that has no page.
    expect(usageTitles().filter((title) => !titles.has(title))).toEqual([]);
    for (const title of titles) {
      const page = usageOf(title)!;
      for (const section of ['**When to use:**', '## Do and don’t', '## Accessibility'])
        expect(page, title).toContain(section);
    }
    // Reads every story file with the TypeScript compiler: slow on a loaded machine.
  }, 120_000);

  it('writes each component’s guidance for that component, not boilerplate', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const title of usageTitles()) {
      const entry = usageEntry(title)!;
      // (Keyboard lines may repeat: "not focusable" is the same for every text component.)
      const texts = [...entry.do, ...entry.dont, entry.a11y.roles, entry.a11y.announces];
      for (const text of texts) {
        const other = seen.get(text);
        if (other && other !== title) repeated.push(`${title} and ${other}: ${text}`);
        seen.set(text, title);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('says "drawn below" exactly where a page has a Do and Don’t story', () => {
    const mismatched = files()
      .filter(
        (info) =>
          info.stories.some((story) => story.name === 'DoAndDont') !==
          !!usageEntry(info.title)?.drawn,
      )
      .map((info) => where(info));
    expect(mismatched).toEqual([]);
  });

  it('draws no data tree in a control (rows, options, elements: control off)', () => {
    const drawn: string[] = [];
    for (const info of files()) {
      const args = [info.metaArgs, ...info.stories.map((story) => story.args)];
      for (const map of args) {
        for (const [key, value] of map) {
          if (isData(info.source, value) && !info.controlOff.has(key))
            drawn.push(`${where(info)}: ${key}`);
        }
      }
    }
    expect([...new Set(drawn)]).toEqual([]);
  });

  it('opens no overlay on the docs page: an open dialog there opens from a button', () => {
    const open = files().flatMap((info) =>
      info.stories
        .filter((story) => {
          const isOpen = story.args.get('isOpen') ?? story.args.get('defaultOpen');
          return (
            isOpen?.kind === ts.SyntaxKind.TrueKeyword &&
            !story.tags.includes('!autodocs') &&
            !story.hasDecorators
          );
        })
        .map((story) => where(info, story)),
    );
    expect(open).toEqual([]);
  });

  it('shows each play-driven state at rest on the docs page', () => {
    const missing = files().flatMap((info) =>
      info.stories
        .filter(
          (story) =>
            story.play &&
            interacts.test(story.play) &&
            !story.tags.includes('!autodocs') &&
            !story.tags.includes('test-only') &&
            !story.hasDecorators &&
            !story.docsNote &&
            !story.rendersForDocs &&
            !ENDS_AT_REST[`${folderOf(info)} ${story.name}`],
        )
        .map((story) => where(info, story)),
    );
    expect(missing).toEqual([]);
  });

  it('lists the react-aria props the stories use in the props table', () => {
    const aria = new Set(ARIA_PROP_NAMES);
    const undocumented: string[] = [];
    for (const info of files()) {
      // What react-docgen sees: the props the component's own files declare (a story file's own
      // component, too). An interface member, `isDisabled?: boolean;`, not an arg, `isDisabled: true,`.
      const own = readdirSync(dirname(info.file))
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => readFileSync(join(dirname(info.file), file), 'utf8'))
        .join('\n');
      const used = new Set(
        [info.metaArgs, ...info.stories.map((story) => story.args)].flatMap((map) => [
          ...map.keys(),
        ]),
      );
      for (const key of used) {
        if (!aria.has(key) || info.argTypeKeys.has(key)) continue;
        if (new RegExp(`^\\s*(readonly\\s+)?'?${key}'?\\??:[^,]*;$`, 'm').test(own)) continue;
        undocumented.push(`${where(info)}: ${key}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

// The Design tokens page draws each theme column in its own theme by restating, on the column,
// every token that depends on the theme (the build resolves light-dark() at :root).
describe('design tokens page theme scope', () => {
  it('picks one side of light-dark(), however nested', () => {
    expect(sideOf('light-dark(var(--a), var(--b))', 'dark')).toBe('var(--b)');
    expect(sideOf('light-dark(rgb(1 2 3 / 0.5), #000)', 'light')).toBe('rgb(1 2 3 / 0.5)');
    expect(sideOf('0 1px light-dark(#fff, #000), 0 2px light-dark(#eee, #111)', 'dark')).toBe(
      '0 1px #000, 0 2px #111',
    );
  });

  it('restates every themed token and every token built from one, and no other', () => {
    const declared = declaredTokens(
      readFileSync(join(root, 'packages/ui/src/styles/tokens.css'), 'utf8'),
    );
    expect(declared.size).toBeGreaterThan(100);
    for (const theme of ['light', 'dark'] as const) {
      const properties = themedProperties(theme, declared);
      const themed = [...declared].filter(([, value]) => value.includes('light-dark('));
      for (const [name, value] of themed) expect(properties[name]).toBe(sideOf(value, theme));
      expect(properties['--shadow-1']).toBe(declared.get('--shadow-1'));
      expect(properties['--space-4']).toBeUndefined();
      expect(Object.values(properties).join()).not.toContain('light-dark(');
    }
    expect(themedProperties('dark', declared)['--color-bg']).toBe('var(--neutral-950)');
  });
});
