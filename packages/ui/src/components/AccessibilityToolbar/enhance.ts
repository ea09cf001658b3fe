import { getColorMode, isColorMode, setColorMode } from '../../colorMode/colorMode.js';
import {
  defaultTextZoom,
  getTextZoom,
  setTextZoom,
  stepTextZoom,
} from '../../textZoom/textZoom.js';

/** Marks the root of an `AccessibilityToolbar`. */
export const toolbarAttribute = 'data-accessibility-toolbar';
/** On the A- / A / A+ buttons: the step each takes (-1, 0 for the default size, +1). */
export const textSizeStepAttribute = 'data-text-size-step';
/** On the theme buttons: the colour mode each chooses. */
export const colorModeChoiceAttribute = 'data-color-mode-choice';
/** On the tool bar's status region: the message template, `{size}` where the size goes. */
export const textSizeStatusAttribute = 'data-text-size-status';

/**
 * The buttons `enhanceAccessibilityToolbars` handles, wherever they are (inside an island that
 * has not hydrated too): a page's own click replay must leave them alone.
 */
export const accessibilityToolbarControls = `[${textSizeStepAttribute}],[${colorModeChoiceAttribute}]`;

/**
 * Brings every tool bar's buttons in line with the page: `aria-pressed` on the current theme and
 * on A at the default size, `aria-disabled` on A- at the smallest size and A+ at the largest.
 */
export function syncAccessibilityToolbars(root: ParentNode = document): void {
  const size = getTextZoom();
  const mode = getColorMode();
  for (const button of root.querySelectorAll(`[${textSizeStepAttribute}]`)) {
    const step = Number(button.getAttribute(textSizeStepAttribute));
    if (step === 0) button.setAttribute('aria-pressed', String(size === defaultTextZoom));
    else button.setAttribute('aria-disabled', String(stepTextZoom(size, step) === size));
  }
  for (const button of root.querySelectorAll(`[${colorModeChoiceAttribute}]`)) {
    button.setAttribute(
      'aria-pressed',
      String(button.getAttribute(colorModeChoiceAttribute) === mode),
    );
  }
}

function announceTextSize(control: Element, size: number): void {
  const status = control
    .closest(`[${toolbarAttribute}]`)
    ?.querySelector(`[${textSizeStatusAttribute}]`);
  const template = status?.getAttribute(textSizeStatusAttribute);
  // Digits and the percent sign read the same in English and Telugu: no number formatter needed.
  if (status && template) status.textContent = template.replace('{size}', `${size}%`);
}

/**
 * Makes the page's `AccessibilityToolbar` buttons work: one click listener on the document (so
 * it serves tool bars rendered later, or inside islands, as well), then the buttons' states.
 * Call it once per page, as early as the page's script runs. Returns a function that removes it.
 */
export function enhanceAccessibilityToolbars(doc: Document = document): () => void {
  const onClick = (event: Event) => {
    const control =
      event.target instanceof Element ? event.target.closest(accessibilityToolbarControls) : null;
    if (!control) return;
    const step = control.getAttribute(textSizeStepAttribute);
    const mode = control.getAttribute(colorModeChoiceAttribute);
    if (step !== null) {
      const steps = Number(step);
      const size = steps === 0 ? defaultTextZoom : stepTextZoom(getTextZoom(), steps);
      setTextZoom(size);
      announceTextSize(control, size);
    } else if (isColorMode(mode)) {
      setColorMode(mode);
    }
    syncAccessibilityToolbars(doc);
  };
  doc.addEventListener('click', onClick);
  syncAccessibilityToolbars(doc);
  return () => doc.removeEventListener('click', onClick);
}
