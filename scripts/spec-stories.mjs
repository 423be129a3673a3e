// Which spec state ids each story shows, read statically from the *.stories.tsx files with the
// TypeScript compiler: no Storybook build and no browser. Used by the unit test (every id has a
// story, no story names an unknown id), by .storybook/main.ts (the Spec coverage page's data and
// the `spec:<area>` sidebar tags).
//
// `parameters.spec` may be written as a literal, built by a local factory (`badgeStory('id', …)`),
// spread from a const, or imported from a sibling module: a small evaluator follows those. What it
// cannot follow is an error naming the file and story, never a silently missing id.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const UNKNOWN = Symbol('unknown');
// An object that spread something unknown: a key it does not itself set may still be there.
const OPEN = Symbol('open');
const FUNCTION = Symbol('function');

const sources = new Map();
function sourceOf(file) {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    sources.set(file, source);
  }
  return source;
}

/** A workspace package's export (`@wallet/screens/testing`) as the file its package.json names. */
function resolvePackage(specifier) {
  const [, name, ...rest] = specifier.split('/');
  for (const dir of [join(root, 'packages', name), join(root, name)]) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    const target = manifest.exports?.[rest.length ? `./${rest.join('/')}` : '.'];
    return typeof target === 'string' ? join(dir, target) : undefined;
  }
  return undefined;
}

function resolveModule(fromFile, specifier) {
  if (specifier.startsWith('@wallet/')) return resolvePackage(specifier);
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next extension
    }
  }
  return undefined;
}

/** The declaration a top-level name of `file` stands for: a const's initializer, a function, or an import. */
function topLevel(file, name) {
  for (const statement of sourceOf(file).statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name) return { file, node: d.initializer };
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return { file, node: statement };
    } else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const bindings = statement.importClause.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const target = resolveModule(file, statement.moduleSpecifier.text);
      return target ? topLevel(target, (element.propertyName ?? element.name).text) : undefined;
    }
  }
  return undefined;
}

const unwrap = (node) =>
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isParenthesizedExpression(node) ||
  ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

/** A value for `node`, UNKNOWN where it depends on anything but literals, consts and plain calls. */
function evaluate(node, file, scope = new Map(), depth = 0) {
  if (!node || depth > 40) return UNKNOWN;
  node = unwrap(node);
  const next = (n, s = scope, f = file) => evaluate(n, f, s, depth + 1);
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) {
    const items = [];
    for (const element of node.elements) {
      if (!ts.isSpreadElement(element)) items.push(next(element));
      else {
        const spread = next(element.expression);
        if (!Array.isArray(spread)) return UNKNOWN;
        items.push(...spread);
      }
    }
    return items;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const p of node.properties) {
      if (ts.isSpreadAssignment(p)) {
        const spread = next(p.expression);
        if (spread && typeof spread === 'object') Object.assign(object, spread);
        if (spread === UNKNOWN || spread?.[OPEN]) object[OPEN] = true;
      } else if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteralLike(p.name))) {
        const key = p.name.text;
        if (ts.isPropertyAssignment(p)) object[key] = next(p.initializer);
        else if (ts.isShorthandPropertyAssignment(p)) object[key] = next(p.name);
        else object[key] = UNKNOWN; // methods, accessors
      } else object[OPEN] = true; // a computed key could be anything
    }
    return object;
  }
  if (ts.isIdentifier(node)) {
    if (scope.has(node.text)) return scope.get(node.text);
    const found = topLevel(file, node.text);
    return found ? next(found.node, new Map(), found.file) : UNKNOWN;
  }
  if (ts.isPropertyAccessExpression(node)) {
    const object = next(node.expression);
    if (!object || typeof object !== 'object') return UNKNOWN;
    const key = node.name.text;
    return key in object ? object[key] : UNKNOWN;
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) {
    return { [FUNCTION]: { node, file, scope } };
  }
  if (ts.isCallExpression(node)) {
    const callee = next(node.expression);
    const fn = callee?.[FUNCTION];
    if (!fn) return UNKNOWN;
    const inner = new Map(fn.scope);
    fn.node.parameters.forEach((param, i) => {
      if (!ts.isIdentifier(param.name)) return;
      const arg = node.arguments[i];
      inner.set(
        param.name.text,
        arg ? next(arg) : param.initializer ? next(param.initializer, inner, fn.file) : undefined,
      );
    });
    const body = fn.node.body;
    if (!body) return UNKNOWN;
    if (!ts.isBlock(body)) return next(body, inner, fn.file);
    // A block body counts only when its last statement returns: branches could return anything.
    const last = body.statements.at(-1);
    const early = body.statements.slice(0, -1).some(function returns(s) {
      return ts.isReturnStatement(s) || ts.forEachChild(s, returns);
    });
    return last && ts.isReturnStatement(last) && !early
      ? next(last.expression, inner, fn.file)
      : UNKNOWN;
  }
  return UNKNOWN;
}
/** `parameters.spec` of a meta or story value: an array of ids, undefined when unset, else UNKNOWN. */
function specOf(value) {
  if (value === UNKNOWN) return UNKNOWN;
  if (!value || typeof value !== 'object') return undefined;
  const parameters = 'parameters' in value ? value.parameters : value[OPEN] ? UNKNOWN : undefined;
  if (parameters === UNKNOWN) return UNKNOWN;
  if (!parameters || typeof parameters !== 'object') return undefined;
  if (!('spec' in parameters)) return parameters[OPEN] ? UNKNOWN : undefined;
  const spec = parameters.spec;
  return Array.isArray(spec) && spec.every((id) => typeof id === 'string') ? spec : UNKNOWN;
}

/** `parameters[key]` of a meta or story value: undefined when unset, UNKNOWN when unreadable. */
function parameterOf(value, key) {
  if (value === UNKNOWN) return UNKNOWN;
  if (!value || typeof value !== 'object') return undefined;
  const parameters = 'parameters' in value ? value.parameters : value[OPEN] ? UNKNOWN : undefined;
  if (parameters === UNKNOWN) return UNKNOWN;
  if (!parameters || typeof parameters !== 'object') return undefined;
  if (!(key in parameters)) return parameters[OPEN] ? UNKNOWN : undefined;
  return parameters[key];
}

/** Whether a meta or story value declares `parameters[key]`: true, false, or 'unknown'. */
function declares(value, key) {
  const found = parameterOf(value, key);
  return found === UNKNOWN ? 'unknown' : found !== undefined;
}

/** The tags of a meta or story value: a list, undefined when unset, else UNKNOWN. */
function tagsOf(value) {
  if (value === UNKNOWN) return UNKNOWN;
  if (!value || typeof value !== 'object') return undefined;
  if (!('tags' in value)) return value[OPEN] ? UNKNOWN : undefined;
  const tags = value.tags;
  return Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags : UNKNOWN;
}

/** The meta's tags then the story's, as Storybook combines them (`!tag` removes one). */
function combineTags(...lists) {
  const tags = new Set();
  for (const tag of lists.flat()) {
    if (tag.startsWith('!')) tags.delete(tag.slice(1));
    else tags.add(tag);
  }
  return [...tags];
}

/** Plain data for the snapshot fields: UNKNOWN inside becomes the string 'unknown'. */
const plain = (value) =>
  value === UNKNOWN ? 'unknown' : (JSON.parse(JSON.stringify(value ?? null)) ?? undefined);

/**
 * Every story of one CSF file with the spec ids it shows and its snapshot settings:
 * `chromatic` (the meta's and the story's parameters.chromatic, merged; 'unknown' where the
 * evaluator cannot read it), `modesReason`, whether it declares `parameters.specExpect` (what
 * its final screen shows), and its tags (the meta's and its own; not the project's).
 * @returns {{ id: string, exportName: string, title: string, name: string, file: string, spec: string[], chromatic?: object | 'unknown', modesReason?: string | 'unknown', uncapturedReason?: string | 'unknown', specExpect: boolean | 'unknown', tags: string[] | 'unknown' }[]}
 */
export function storiesOf(file) {
  const source = sourceOf(file);
  const where = relative(root, file);
  let meta;
  const exports = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) meta = evaluate(statement.expression, file);
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (exported && ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) exports.push({ name: d.name.text, node: d.initializer });
      }
    }
  }
  if (!meta || typeof meta !== 'object' || typeof meta.title !== 'string') {
    throw new Error(`${where}: the default export needs a literal title`);
  }
  const metaSpec = specOf(meta);
  const metaTags = tagsOf(meta);
  const stories = [];
  for (const { name, node } of exports) {
    if (!isExportStory(name, meta)) continue;
    const value = evaluate(node, file);
    let spec = specOf(value);
    if (spec === undefined) spec = metaSpec ?? [];
    if (spec === UNKNOWN) {
      throw new Error(
        `${where}: cannot read parameters.spec of ${name} statically; write it as a literal, a const or a local factory`,
      );
    }
    const storyName = typeof value?.name === 'string' ? value.name : storyNameFromExport(name);
    const id = toId(typeof meta.id === 'string' ? meta.id : meta.title, storyNameFromExport(name));
    const chromatic = [parameterOf(meta, 'chromatic'), parameterOf(value, 'chromatic')];
    stories.push({
      id,
      exportName: name,
      title: meta.title,
      name: storyName,
      file: where,
      spec,
      chromatic: chromatic.includes(UNKNOWN)
        ? 'unknown'
        : plain(chromatic[0] || chromatic[1] ? { ...chromatic[0], ...chromatic[1] } : undefined),
      modesReason: plain(parameterOf(value, 'modesReason') ?? parameterOf(meta, 'modesReason')),
      uncapturedReason: plain(
        parameterOf(value, 'uncapturedReason') ?? parameterOf(meta, 'uncapturedReason'),
      ),
      specExpect: [declares(value, 'specExpect'), declares(meta, 'specExpect')].reduce((a, b) =>
        a === true || b === true ? true : a === 'unknown' || b === 'unknown' ? 'unknown' : false,
      ),
      tags:
        metaTags === UNKNOWN || tagsOf(value) === UNKNOWN
          ? 'unknown'
          : combineTags(metaTags ?? [], tagsOf(value) ?? []),
    });
  }
  return stories;
}

/**
 * Whether the visual check leaves a story out (.storybook/main.ts tags it `no-snapshot`): it is
 * marked `chromatic: { disableSnapshot: true }` or tagged `test-only` (`tags`: the indexer's own).
 */
export const snapshotSkipped = (story, tags = story.tags) =>
  (typeof story.chromatic === 'object' && story.chromatic?.disableSnapshot === true) ||
  (Array.isArray(tags) && tags.includes('test-only'));

/** The story files of .storybook/main.ts's glob: packages/<pkg>/src/**\/*.stories.ts(x). */
export function storyFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.stories\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const src = join(root, 'packages', pkg, 'src');
    try {
      if (statSync(src).isDirectory()) walk(src);
    } catch {
      // a package without src/
    }
  }
  return files.sort();
}

/**
 * The modes a story has a committed baseline in (`visual-baselines/<id>/<mode>.png`), e.g.
 * `['dark-1280', 'light-375']`, sorted; none for a story never captured.
 */
export function baselinesOf(id) {
  try {
    return readdirSync(join(root, 'visual-baselines', id))
      .filter((file) => file.endsWith('.png'))
      .map((file) => file.slice(0, -'.png'.length))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Every story of the workspace that names spec ids, with those ids and the modes it has a
 * baseline in (the Spec coverage page shows one as the state's thumbnail).
 */
export function specStories() {
  sources.clear(); // re-read: the dev server calls this again after an edit
  return storyFiles()
    .flatMap(storiesOf)
    .filter((story) => story.spec.length > 0)
    .map((story) => ({ ...story, baselines: baselinesOf(story.id) }));
}
