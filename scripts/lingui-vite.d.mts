import type { PluginOption } from 'vite';
export function linguiPlugins(): PluginOption[];
