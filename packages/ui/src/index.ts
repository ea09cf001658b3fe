// CSS order is deliberate: fonts, theme values, reset, then components (their imports below).
import './fonts.css';
import './themes/global.css';
import './textZoom/textZoom.css';
import './reset.css';

// Colour mode: the stored light or dark choice, its toggle and the script that applies it early
export { ColorModeToggle, type ColorModeToggleProps } from './colorMode/ColorModeToggle';
export {
  type ColorMode,
  colorModeScript,
  colorModeScriptHash,
  colorModeStorageKey,
  colorModes,
  getColorMode,
  isColorMode,
  setColorMode,
} from './colorMode/colorMode';
// Components, A to Z (each has a folder in src/components with a README and stories)
export {
  AccessibilityToolbar,
  type AccessibilityToolbarColorModeLabels,
  type AccessibilityToolbarLayout,
  type AccessibilityToolbarLink,
  type AccessibilityToolbarProps,
  type AccessibilityToolbarTextSizeLabels,
  accessibilityToolbarLayouts,
} from './components/AccessibilityToolbar/AccessibilityToolbar';
export {
  accessibilityToolbarControls,
  enhanceAccessibilityToolbars,
  syncAccessibilityToolbars,
} from './components/AccessibilityToolbar/enhance';
export {
  Accordion,
  type AccordionItem,
  type AccordionProps,
} from './components/Accordion/Accordion';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';
export { ArticleMeta, type ArticleMetaProps } from './components/ArticleMeta/ArticleMeta';
export { AuthorBox, type AuthorBoxProps } from './components/AuthorBox/AuthorBox';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge/Badge';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button/Button';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink/ButtonLink';
export {
  CallToAction,
  type CallToActionLink,
  type CallToActionProps,
  type CallToActionTone,
  callToActionTones,
} from './components/CallToAction/CallToAction';
export {
  Card,
  type CardAlign,
  type CardProps,
  type CardVariant,
  cardAligns,
  cardVariants,
} from './components/Card/Card';
export { CaseStudyCard, type CaseStudyCardProps } from './components/CaseStudyCard/CaseStudyCard';
export {
  ChatWidget,
  type ChatWidgetProps,
  type ChatWidgetState,
  chatWidgetStates,
} from './components/ChatWidget/ChatWidget';
export {
  Cluster,
  type ClusterAlign,
  type ClusterGap,
  type ClusterJustify,
  type ClusterProps,
  clusterAligns,
  clusterGaps,
  clusterJustifies,
} from './components/Cluster/Cluster';
export {
  Container,
  type ContainerProps,
  type ContainerWidth,
  containerWidths,
} from './components/Container/Container';
export { Eyebrow, type EyebrowProps } from './components/Eyebrow/Eyebrow';
export {
  FeatureCard,
  type FeatureCardLayout,
  type FeatureCardProps,
  featureCardLayouts,
} from './components/FeatureCard/FeatureCard';
export { Form, type FormProps, focusFirstInvalidField } from './components/Form/Form';
export {
  Grid,
  type GridColumns,
  type GridGap,
  type GridProps,
  gridColumns,
  gridGaps,
} from './components/Grid/Grid';
export {
  Heading,
  type HeadingAlign,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  headingAligns,
  headingLevels,
  headingSizes,
} from './components/Heading/Heading';
export {
  Hero,
  type HeroAlign,
  type HeroProps,
  type HeroTone,
  heroAligns,
  heroTones,
} from './components/Hero/Hero';
export {
  Icon,
  type IconName,
  type IconProps,
  type IconSize,
  iconNames,
  iconSizes,
} from './components/Icon/Icon';
export {
  IconSpriteProvider,
  type IconSpriteProviderProps,
} from './components/Icon/IconSpriteProvider';
export {
  Image,
  type ImageFit,
  type ImageProps,
  type ImageRadius,
  type ImageRatio,
  imageFits,
  imageRadii,
  imageRatios,
} from './components/Image/Image';
export {
  type LanguageLink,
  LanguageSwitch,
  type LanguageSwitchProps,
} from './components/LanguageSwitch/LanguageSwitch';
export {
  AriaRouterProvider,
  type AriaRouterProviderProps,
} from './components/LinkProvider/AriaRouterProvider';
export { LinkProvider, type LinkProviderProps } from './components/LinkProvider/LinkProvider';
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
} from './components/List/List';
export {
  MediaSplit,
  type MediaSplitAlign,
  type MediaSplitProps,
  mediaSplitAligns,
} from './components/MediaSplit/MediaSplit';
export {
  PageHeader,
  type PageHeaderProps,
  type PageHeaderTone,
  pageHeaderTones,
} from './components/PageHeader/PageHeader';
export {
  PageReviewDate,
  type PageReviewDateProps,
} from './components/PageReviewDate/PageReviewDate';
export { PostNav, type PostNavProps, type PostNavTarget } from './components/PostNav/PostNav';
export { Prose, type ProseProps } from './components/Prose/Prose';
export { ScriptOnly, type ScriptOnlyProps } from './components/ScriptOnly/ScriptOnly';
export {
  SearchButton,
  type SearchButtonProps,
  type SearchButtonVariant,
  searchButtonVariants,
} from './components/Search/SearchButton';
export {
  SearchDialog,
  type SearchDialogLabels,
  type SearchDialogProps,
} from './components/Search/SearchDialog';
export { SearchForm, type SearchFormProps } from './components/Search/SearchForm';
export {
  SearchPanel,
  type SearchPanelLabels,
  type SearchPanelProps,
} from './components/Search/SearchPanel';
export {
  type SearchResult,
  SearchResults,
  type SearchResultsProps,
  type TextSegment,
} from './components/Search/SearchResults';
export { SearchStatus, type SearchStatusProps } from './components/Search/SearchStatus';
export {
  Section,
  type SectionProps,
  type SectionSpacing,
  type SectionTone,
  sectionSpacings,
  sectionTones,
} from './components/Section/Section';
export {
  SectionHeader,
  type SectionHeaderAlign,
  type SectionHeaderProps,
  sectionHeaderAligns,
} from './components/SectionHeader/SectionHeader';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/SelectField/SelectField';
export {
  type FooterColumn,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
  type SocialLink,
  type SocialNetwork,
  socialNetworks,
} from './components/SiteFooter/SiteFooter';
export { NavDropdown, type NavDropdownProps } from './components/SiteHeader/NavDropdown';
export {
  hasCurrentChild,
  isCurrentPath,
  type NavItem,
  type NavLink,
} from './components/SiteHeader/navigation';
export {
  SiteHeader,
  type SiteHeaderMenuLabels,
  type SiteHeaderProps,
} from './components/SiteHeader/SiteHeader';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';
export {
  Stack,
  type StackAlign,
  type StackGap,
  type StackProps,
  stackAligns,
  stackGaps,
} from './components/Stack/Stack';
export {
  StatCard,
  type StatCardProps,
  type StatCardVariant,
  statCardVariants,
} from './components/StatCard/StatCard';
export {
  type Step,
  StepList,
  type StepListLayout,
  type StepListProps,
  stepListLayouts,
} from './components/StepList/StepList';
export { SubmitButton, type SubmitButtonProps } from './components/SubmitButton/SubmitButton';
export { type Tag, TagList, type TagListProps } from './components/TagList/TagList';
export {
  TestimonialCard,
  type TestimonialCardProps,
} from './components/TestimonialCard/TestimonialCard';
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
} from './components/Text/Text';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField/TextAreaField';
export {
  type CountLabel,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './components/TextField/TextField';
export {
  TextLink,
  type TextLinkProps,
  type TextLinkWeight,
  textLinkWeights,
} from './components/TextLink/TextLink';
export { ToastRegion, type ToastRegionProps } from './components/Toast/Toast';
export {
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastContentQueue,
  type ToastVariant,
  toastQueue,
  toastVariants,
} from './components/Toast/toastQueue';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';
export {
  defaultTextZoom,
  getTextZoom,
  setTextZoom,
  stepTextZoom,
  type TextZoom,
  textZoomSteps,
  textZoomStorageKey,
  toTextZoom,
} from './textZoom/textZoom';
// Theme: the contract, the light, dark and high-contrast themes, contrast and the token scales
export { type ThemeValues, vars } from './themes/contract.css';
export { contrastRatio } from './themes/contrast';
export { contrastThemeClass, darkThemeClass, lightThemeClass } from './themes/global.css';
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
} from './themes/tokens';
