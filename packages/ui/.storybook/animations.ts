/** Ends the running transitions and animations that can end (a spinner's never does). */
export function finishAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) {
      animation.finish();
    }
  }
}
