// Loaded when the code page has rendered: zod, the schema and the calls stay out of its first
// download (the page's size budget, docs/performance.md).
export { resendEmailCode, verifyEmailCode } from '@wallet/api';
export { codeSchema } from '../schemas';
export { twoFactorOutcome } from '../serverErrors';
