// Loaded when the page has rendered: zod, the schema and the call stay out of its first download
// (the page's size budget, docs/performance.md).
export { resetPasswordWithToken } from '@wallet/api';
export { newPasswordSchema } from '../schemas';
export { newPasswordOutcome } from '../serverErrors';
