/** What other features use of checkout besides its api/ and components/. */
export { useCheckoutReturn } from './hooks/use-checkout-return.ts';
