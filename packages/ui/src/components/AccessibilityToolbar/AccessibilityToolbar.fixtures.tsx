import type { AccessibilityToolbarProps } from './AccessibilityToolbar.js';

/** Sample props shared by the stories and tests (generic labels, not site copy). */
export const sampleToolbarProps: AccessibilityToolbarProps = {
  label: 'Accessibility options',
  optionsButton: 'Accessibility',
  skipLink: { label: 'Skip to main content', href: '#main' },
  screenReaderLink: { label: 'Screen reader access', href: '/screen-reader-access' },
  textSize: {
    label: 'Text size',
    decrease: 'Decrease text size',
    reset: 'Normal text size',
    increase: 'Increase text size',
    status: 'Text size {size}',
  },
  colorMode: { label: 'Theme', light: 'Light', dark: 'Dark', contrast: 'High contrast' },
  languageLinks: [
    { href: '/te', label: 'తెలుగు', lang: 'te', description: 'Read this page in {language}' },
  ],
};
