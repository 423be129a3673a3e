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
function compileEnglish({ types: t }) {
  const compiled = (text) => t.valueToNode(compileMessage(text));
  const named = (node, name) =>
    t.isIdentifier(node, { name }) || t.isStringLiteral(node, { value: name });
  const fromLingui = (path, name) =>
    path.scope.getBinding(name)?.path.parentPath?.node.source?.value.startsWith('@lingui/');
  const descriptors = {
    // t`…`, msg`…`, plural(…): i18n._({ id, message, values })
    ObjectProperty(path) {
      const { key, value } = path.node;
      if (!named(key, 'message') || !t.isStringLiteral(value)) return;
      const siblings = path.parentPath.node.properties;
      if (siblings.some((p) => t.isObjectProperty(p) && named(p.key, 'id')))
        path.get('value').replaceWith(compiled(value.value));
    },
    // <Trans id="…" message="…" /> of @lingui/react
    JSXAttribute(path) {
      const { name, value } = path.node;
      if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
      const element = path.parentPath.node.name;
      if (t.isJSXIdentifier(element) && fromLingui(path, element.name))
        path.get('value').replaceWith(t.jsxExpressionContainer(compiled(value.value)));
    },
  };
  return {
    name: 'wallet:lingui-compile-english',
    // After the macros have written their descriptors.
    visitor: { Program: { exit: (path) => path.traverse(descriptors) } },
  };
}

const macros = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], compileEnglish],
  }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

/** The plugins, to be placed before @vitejs/plugin-react. */
export const linguiPlugins = () => [babel({ presets: [macros] }), lingui()];
