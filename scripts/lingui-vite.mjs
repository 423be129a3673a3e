// Lingui in every Vite build of the workspace (the app, Storybook, Vitest): its macros turn
// `t` and <Trans> into message descriptors (a Babel pass, only over files that import a macro,
// before the React plugin), and its plugin compiles an imported .po catalog into a module.
//
// English costs no catalog: each descriptor keeps its English message, compiled here at build
// time into the form the runtime interpolates, so English needs neither a catalog request nor
// Lingui's message compiler in the page; other languages load their catalog (docs/i18n.md).
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Replaces each descriptor's English `message` string with its compiled form. */
export function compileEnglish({ types: t }) {
  const compiled = (text) => t.valueToNode(compileMessage(text));
  const named = (node, name) =>
    t.isIdentifier(node, { name }) || t.isStringLiteral(node, { value: name });
  const descriptors = {
    // t`…`, msg`…`, plural(…): i18n._({ id, message, values }); <Trans {...{ id, message }} />
    ObjectProperty(path) {
      const { key, value } = path.node;
      if (!named(key, 'message') || !t.isStringLiteral(value)) return;
      // The macros mark each descriptor they write /*i18n*/: an object of ours with an id and a
      // message is left as it is.
      const marked = path.parentPath.node.leadingComments?.some((c) => c.value === 'i18n');
      if (marked) path.get('value').replaceWith(compiled(value.value));
    },
  };
  return {
    name: 'wallet:lingui-compile-english',
    // After the macros have written their descriptors.
    visitor: { Program: { exit: (path) => path.traverse(descriptors) } },
  };
}

/** Lingui's macros with the English kept, then compiled. */
export const MACRO_PLUGINS = [
  ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
  compileEnglish,
];

const macros = defineRolldownBabelPreset({
  preset: () => ({ plugins: MACRO_PLUGINS }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/**
 * The pseudo-locale 40 % longer, in brackets: Lingui accents it; the padding shows where a
 * longer language (German, or Spanish at its wordiest) would overflow or be cut, and the
 * brackets show a cut end. Storybook's only.
 */
export function lengthen(message) {
  const parts = typeof message === 'string' ? [message] : [...message];
  const length = parts.reduce((sum, part) => sum + (typeof part === 'string' ? part.length : 4), 0);
  if (length === 0) return message;
  const padding = ' ' + '~'.repeat(Math.max(1, Math.ceil(length * 0.4) - 1));
  return ['[', ...parts, `${padding}]`];
}

const pseudoLonger = {
  name: 'wallet:pseudo-locale-longer',
  transform(code, id) {
    if (!/pseudo\.po(\?|$)/.test(id)) return undefined;
    const json = /JSON\.parse\((".*")\)/s.exec(code)?.[1];
    if (!json) throw new Error(`${id}: no compiled catalog to lengthen`);
    const messages = JSON.parse(JSON.parse(json));
    for (const key of Object.keys(messages)) messages[key] = lengthen(messages[key]);
    return { code: `export const messages = ${JSON.stringify(messages)};`, map: null };
  },
};

/** The plugins, to be placed before @vitejs/plugin-react. A translation that is not valid ICU
 * fails the build. */
export const linguiPlugins = () => [
  babel({ presets: [macros] }),
  lingui({ failOnCompileError: true }),
  pseudoLonger,
];
