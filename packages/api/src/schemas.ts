/** Every area's schemas, and the shared pieces (money, acknowledgements, identity status). */
export {
  ackSchema,
  amount,
  signedAmount,
  kycLevel,
  messageSchema,
  sumsubStatus,
  type SumsubStatus,
} from './client/shared';
export * from './auth/schemas';
export * from './profile/schemas';
export * from './config/schemas';
export * from './money/schemas';
export * from './referral/schemas';
export * from './addressBook/schemas';
export * from './cards/schemas';
