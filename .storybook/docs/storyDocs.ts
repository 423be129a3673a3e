// What a ui story file needs for its component's docs page, from one module: the react-aria props
// for the props table (ariaProps.ts), the docs page's view of a play-driven state (docsView.tsx),
// and the Do / Don't block (DoDont.tsx). Story files import it relatively, with a lint exception:
// .storybook is the workspace's own folder, not a package they could import by name.
export { ariaProps, type AriaProp } from './ariaProps';
export { DoDont, Guidelines, type DoDontProps } from './DoDont';
export { docsArgs, docsView, inDocs } from './docsView';
