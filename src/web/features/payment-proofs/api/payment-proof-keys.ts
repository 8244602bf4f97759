/** Payment proofs are kept per order, whatever the letter case it was typed in. */
export const paymentProofKeys = {
  order: (orderNumber: string) => ['payment-proofs', orderNumber.toLowerCase()] as const,
};
