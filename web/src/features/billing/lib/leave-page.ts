/**
 * leavePage sends the browser to a payment page or back from one (Stripe's
 * hosted checkout, the test-mode page, the success page): a full load, as a
 * payment provider's redirect would be. Its own module so tests can replace it.
 */
export function leavePage(url: string): void {
  window.location.assign(url)
}
