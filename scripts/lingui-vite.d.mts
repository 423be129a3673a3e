import type { PluginObj, PluginItem } from '@babel/core';
import type { PluginOption } from 'vite';
export function compileEnglish(babel: { types: unknown }): PluginObj;
export const MACRO_PLUGINS: PluginItem[];
export function lengthen(message: string | unknown[]): string | unknown[];
export function linguiPlugins(): PluginOption[];
