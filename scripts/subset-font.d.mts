export const SUBSET_FILE: string;
export const SUBSET_TEXT: string;
export function subsetInter(): Promise<Buffer>;
