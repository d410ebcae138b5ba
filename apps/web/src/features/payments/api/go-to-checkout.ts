/** The payments pages leave for the checkout through the shared helper (lib/go-to-checkout.ts); tests replace this. */
export { goToCheckout } from '../../../lib/go-to-checkout.ts';
