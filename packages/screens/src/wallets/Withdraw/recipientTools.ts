// What /withdraw loads beside its first download (WithdrawScreen's loadTools), in one chunk.
export { RecipientPicker } from './RecipientPicker';
export { RecipientSafety } from './RecipientSafety';
