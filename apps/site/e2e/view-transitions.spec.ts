import { expect, test } from './fixtures';

/**
 * Pages cross-fade into each other with a cross-document view transition, which the browser aborts
 * when the next page is revealed before it can start ("Transition was aborted because of invalid
 * state. Page already revealed", seen once after the language switch): its promises reject with
 * nothing on the page holding them. Such an abort is never an uncaught error (the head's script in
 * app/root.tsx), and every other one still is: the fixtures fail any test with one.
 */
test('an aborted view transition is no uncaught error; any other rejection is', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/about');
  // The rejection the browser makes for a transition it aborted, with nothing holding its promise.
  await page.evaluate(() => {
    void Promise.reject(
      new DOMException(
        'Transition was aborted because of invalid state. Page already revealed',
        'InvalidStateError',
      ),
    );
    void Promise.reject(new Error('an error of the page'));
  });
  await expect
    .poll(() => pageErrors.map((error) => error.message))
    .toEqual(['an error of the page']);
  // This test's own error is expected: the fixture checks for none after it.
  pageErrors.length = 0;
});
