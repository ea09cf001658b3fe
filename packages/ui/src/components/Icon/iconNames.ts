/**
 * Every icon in the set, in display order (also the Storybook control options). The drawings are
 * the `<symbol>`s of icons.svg, one per name; this module holds no React and no geometry, so data
 * packages can validate icon names without pulling in the components.
 */
export const iconNames = [
  'code',
  'brain',
  'cloud',
  'shield',
  'chart',
  'megaphone',
  'phone',
  'message',
  'qr',
  'map-pin',
  'radar',
  'users',
  'award',
  'clock',
  'globe',
  'lightbulb',
  'handshake',
  'target',
  'layers',
  'building',
  'scale',
  'database',
  'cpu',
  'lock',
  'rocket',
  'search',
  'settings',
  'check',
  'mail',
  'arrow-right',
  'arrow-left',
  'external',
  'chevron-down',
  'chevron-right',
  'quote',
  'calendar',
  'user',
  'tag',
  'alert-circle',
  // Layout shell: menu, dialogs, chat, colour modes and the social networks of the footer.
  'menu',
  'close',
  'chat',
  'sun',
  'moon',
  'contrast',
  'linkedin',
  'twitter',
  'facebook',
] as const;

/** The name of one icon in the set. */
export type IconName = (typeof iconNames)[number];
