/** Every account query's key. */
export const accountKeys = {
  all: ['account'] as const,
  /** The signed-in user's own account (account settings). */
  own: ['account', 'own'] as const,
  /** Whether self-registration is open. */
  registration: ['account', 'registration'] as const,
};
