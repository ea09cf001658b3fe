// CSS order is deliberate: fonts, theme values, reset, then components (their imports below).
import './fonts.css';
import './fontFallback.css.js';
import './themes/global.css.js';
import './webFont/webFont.css.js';
import './textZoom/textZoom.css.js';
import './reset.css.js';

// Bands rendered near the viewport on a fresh visit: the head script that allows it
export * from './bandRendering/bandRendering.js';
// Colour mode: the stored light or dark choice, its toggle and the script that applies it early
export { ColorModeToggle, type ColorModeToggleProps } from './colorMode/ColorModeToggle.js';
export {
  type ColorMode,
  colorModeScript,
  colorModeScriptHash,
  colorModeStorageKey,
  colorModes,
  getColorMode,
  isColorMode,
  setColorMode,
} from './colorMode/colorMode.js';
// Components, A to Z (each has a folder in src/components with a README and stories)
export {
  AccessibilityToolbar,
  type AccessibilityToolbarColorModeLabels,
  type AccessibilityToolbarLayout,
  type AccessibilityToolbarLink,
  type AccessibilityToolbarProps,
  type AccessibilityToolbarTextSizeLabels,
  accessibilityToolbarLayouts,
} from './components/AccessibilityToolbar/AccessibilityToolbar.js';
export {
  accessibilityToolbarControls,
  enhanceAccessibilityToolbars,
  syncAccessibilityToolbars,
} from './components/AccessibilityToolbar/enhance.js';
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from './components/Accordion/Accordion.js';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell.js';
export { ArticleMeta, type ArticleMetaProps } from './components/ArticleMeta/ArticleMeta.js';
export { AuthorBox, type AuthorBoxProps } from './components/AuthorBox/AuthorBox.js';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge.js';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs.js';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button.js';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink/ButtonLink.js';
export {
  CallToAction,
  type CallToActionLink,
  type CallToActionProps,
  type CallToActionTone,
  callToActionTones,
} from './components/CallToAction/CallToAction.js';
export {
  Card,
  type CardAlign,
  type CardProps,
  type CardVariant,
  cardAligns,
  cardVariants,
} from './components/Card/Card.js';
export {
  CaseStudyCard,
  type CaseStudyCardProps,
} from './components/CaseStudyCard/CaseStudyCard.js';
export {
  ChatWidget,
  type ChatWidgetProps,
  type ChatWidgetState,
  chatWidgetStates,
} from './components/ChatWidget/ChatWidget.js';
export {
  Cluster,
  type ClusterAlign,
  type ClusterGap,
  type ClusterJustify,
  type ClusterProps,
  clusterAligns,
  clusterGaps,
  clusterJustifies,
} from './components/Cluster/Cluster.js';
export {
  Container,
  type ContainerProps,
  type ContainerWidth,
  containerWidths,
} from './components/Container/Container.js';
export { Eyebrow, type EyebrowProps } from './components/Eyebrow/Eyebrow.js';
export {
  FeatureCard,
  type FeatureCardLayout,
  type FeatureCardProps,
  featureCardLayouts,
} from './components/FeatureCard/FeatureCard.js';
export { Form, type FormProps, focusFirstInvalidField } from './components/Form/Form.js';
export {
  Grid,
  type GridColumns,
  type GridGap,
  type GridProps,
  gridColumns,
  gridGaps,
} from './components/Grid/Grid.js';
export {
  Heading,
  type HeadingAlign,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  headingAligns,
  headingLevels,
  headingSizes,
} from './components/Heading/Heading.js';
export {
  Hero,
  type HeroAlign,
  type HeroProps,
  type HeroTone,
  heroAligns,
  heroTones,
} from './components/Hero/Hero.js';
export {
  Icon,
  type IconName,
  type IconProps,
  type IconSize,
  iconNames,
  iconSizes,
} from './components/Icon/Icon.js';
export {
  IconSpriteProvider,
  type IconSpriteProviderProps,
} from './components/Icon/IconSpriteProvider.js';
export {
  Image,
  type ImageFit,
  type ImageProps,
  type ImageRadius,
  type ImageRatio,
  imageFits,
  imageRadii,
  imageRatios,
} from './components/Image/Image.js';
export {
  type LanguageLink,
  LanguageSwitch,
  type LanguageSwitchProps,
} from './components/LanguageSwitch/LanguageSwitch.js';
export {
  AriaRouterProvider,
  type AriaRouterProviderProps,
} from './components/LinkProvider/AriaRouterProvider.js';
export { LinkProvider, type LinkProviderProps } from './components/LinkProvider/LinkProvider.js';
export {
  CheckList,
  type CheckListProps,
  List,
  type ListColumns,
  type ListMarker,
  type ListProps,
  type ListSize,
  listColumns,
  listMarkers,
  listSizes,
} from './components/List/List.js';
export {
  MediaSplit,
  type MediaSplitAlign,
  type MediaSplitProps,
  mediaSplitAligns,
} from './components/MediaSplit/MediaSplit.js';
export {
  PageHeader,
  type PageHeaderProps,
  type PageHeaderTone,
  pageHeaderTones,
} from './components/PageHeader/PageHeader.js';
export {
  PageReviewDate,
  type PageReviewDateProps,
} from './components/PageReviewDate/PageReviewDate.js';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination.js';
export { PostNav, type PostNavProps, type PostNavTarget } from './components/PostNav/PostNav.js';
export { Prose, type ProseProps } from './components/Prose/Prose.js';
export { ScriptOnly, type ScriptOnlyProps } from './components/ScriptOnly/ScriptOnly.js';
export {
  SearchButton,
  type SearchButtonProps,
  type SearchButtonVariant,
  searchButtonVariants,
} from './components/Search/SearchButton.js';
export {
  SearchDialog,
  type SearchDialogLabels,
  type SearchDialogProps,
} from './components/Search/SearchDialog.js';
export { SearchForm, type SearchFormProps } from './components/Search/SearchForm.js';
export {
  SearchPanel,
  type SearchPanelLabels,
  type SearchPanelProps,
} from './components/Search/SearchPanel.js';
export {
  type SearchResult,
  SearchResults,
  type SearchResultsProps,
  type TextSegment,
} from './components/Search/SearchResults.js';
export { SearchStatus, type SearchStatusProps } from './components/Search/SearchStatus.js';
export {
  Section,
  type SectionProps,
  type SectionSpacing,
  type SectionTone,
  sectionSpacings,
  sectionTones,
} from './components/Section/Section.js';
export {
  SectionHeader,
  type SectionHeaderAlign,
  type SectionHeaderProps,
  sectionHeaderAligns,
} from './components/SectionHeader/SectionHeader.js';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/SelectField/SelectField.js';
export {
  type FooterColumn,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
  type SocialLink,
  type SocialNetwork,
  socialNetworks,
} from './components/SiteFooter/SiteFooter.js';
export { NavDropdown, type NavDropdownProps } from './components/SiteHeader/NavDropdown.js';
export {
  hasCurrentChild,
  isCurrentPath,
  type NavItem,
  type NavLink,
} from './components/SiteHeader/navigation.js';
export {
  SiteHeader,
  type SiteHeaderMenuLabels,
  type SiteHeaderProps,
} from './components/SiteHeader/SiteHeader.js';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.js';
export {
  Stack,
  type StackAlign,
  type StackGap,
  type StackProps,
  stackAligns,
  stackGaps,
} from './components/Stack/Stack.js';
export {
  StatCard,
  type StatCardProps,
  type StatCardVariant,
  statCardVariants,
} from './components/StatCard/StatCard.js';
export {
  type Step,
  StepList,
  type StepListLayout,
  type StepListProps,
  stepListLayouts,
} from './components/StepList/StepList.js';
export { SubmitButton, type SubmitButtonProps } from './components/SubmitButton/SubmitButton.js';
export { type Tag, TagList, type TagListProps } from './components/TagList/TagList.js';
export {
  TestimonialCard,
  type TestimonialCardProps,
} from './components/TestimonialCard/TestimonialCard.js';
export {
  Lead,
  type LeadProps,
  Text,
  type TextAlign,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textAligns,
  textSizes,
  textTones,
  textWeights,
} from './components/Text/Text.js';
export {
  TextAreaField,
  type TextAreaFieldProps,
} from './components/TextAreaField/TextAreaField.js';
export {
  type CountLabel,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './components/TextField/TextField.js';
export {
  TextLink,
  type TextLinkProps,
  type TextLinkWeight,
  textLinkWeights,
} from './components/TextLink/TextLink.js';
export { ToastRegion, type ToastRegionProps } from './components/Toast/Toast.js';
export {
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastContentQueue,
  type ToastVariant,
  toastQueue,
  toastVariants,
} from './components/Toast/toastQueue.js';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden.js';
export {
  defaultTextZoom,
  getTextZoom,
  setTextZoom,
  stepTextZoom,
  type TextZoom,
  textZoomSteps,
  textZoomStorageKey,
  toTextZoom,
} from './textZoom/textZoom.js';
// Theme: the contract, the light, dark and high-contrast themes, contrast and the token scales
export { type ThemeValues, vars } from './themes/contract.css.js';
export { contrastRatio } from './themes/contrast.js';
export { contrastThemeClass, darkThemeClass, lightThemeClass } from './themes/global.css.js';
export {
  breakpoint,
  chatBubbleDelayMs,
  contentWidth,
  contrastTheme,
  darkTheme,
  floatingCorner,
  fontSize,
  fontWeight,
  headerScrollThreshold,
  lightTheme,
  lineHeight,
  media,
  motion,
  palette,
  radius,
  space,
  zIndex,
} from './themes/tokens.js';
// The brand face used once it is cached: the head script that waits for it, and its rememberer
export * from './webFont/webFont.js';
