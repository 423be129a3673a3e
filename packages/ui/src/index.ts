import './styles/global.css';

export { activateLocale, addCatalog, ensureLocale, loadCatalog } from './i18n/activate';
export { LanguageSwitch, type LanguageSwitchProps } from './i18n/LanguageSwitch';
export { LocaleProvider } from './i18n/LocaleProvider';
export {
  DEVICE_LOCALE_KEY,
  LOCALE_NAMES,
  LOCALES,
  isLocale,
  pickLocale,
  SOURCE_LOCALE,
  type Locale,
} from './i18n/locales';

export { Address, type AddressProps } from './Address/Address';
export { Amount, type AmountProps } from './Amount/Amount';
export { Badge, type BadgeProps, type Tone } from './Badge/Badge';
export { Banner, type BannerProps } from './Banner/Banner';
export { BarChart, type BarChartDatum, type BarChartProps } from './BarChart/BarChart';
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { Card, Tile, type CardProps } from './Card/Card';
export { CardFace, type CardFaceProps } from './CardFace/CardFace';
export { DateTime, type DateTimeProps } from './DateTime/DateTime';
export { EmailAddress, type EmailAddressProps } from './EmailAddress/EmailAddress';
export { Link, RouterProvider, type LinkProps } from './Link/Link';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay/LoadingOverlay';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export {
  PageSkeleton,
  Skeleton,
  SkeletonGroup,
  TableSkeleton,
  type SkeletonProps,
  type TableSkeletonProps,
} from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { StepHeader, type StepHeaderProps } from './StepHeader/StepHeader';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export {
  AMOUNT_DECIMALS,
  amountInputText,
  amountParts,
  decimalsFor,
  formatAmount,
  formatMoney,
  formatPercent,
  formatCount,
  MINUS,
  numberSeparators,
  toDecimal,
  type AmountParts,
  type NumberSeparators,
  type FormatAmountOptions,
  type FormatMoneyOptions,
} from './format/amount';
export { groupAddress, truncateAddress, ADDRESS_TRUNCATE_ABOVE } from './format/address';
export { formatDateTime, formatDay } from './format/dateTime';
export * from './icons/icons';
export * from './icons/statusIcons';
export * from './icons/navIcons';
export * from './icons/actionIcons';
export { AmountField, type AmountFieldProps } from './AmountField/AmountField';
export {
  AMOUNT_MESSAGES,
  parseAmount,
  type AmountRules,
  type ParsedAmount,
} from './AmountField/parseAmount';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { CodeField, isCompleteCode, type CodeFieldProps } from './CodeField/CodeField';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export {
  PasswordRules,
  type PasswordRule,
  type PasswordRulesProps,
} from './PasswordRules/PasswordRules';
export { Switch, type SwitchProps } from './Switch/Switch';
export { TextField, type TextFieldProps } from './TextField/TextField';
export {
  MissingFields,
  missingSentence,
  type MissingFieldsProps,
  type MissingItem,
  type MissingKind,
} from './MissingFields/MissingFields';
export type { FieldBaseProps } from './Field/Field';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox/ComboBox';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { NativeSelect, type NativeSelectProps } from './Select/NativeSelect';
export { SearchList, type SearchListItem, type SearchListProps } from './SearchList/SearchList';
export type { OptionIconSource } from './ListBox/OptionIcon';
export {
  AlertDialog,
  Dialog,
  DialogTrigger,
  type AlertDialogProps,
  type DialogProps,
  type DialogTone,
} from './Dialog/Dialog';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { LinkTabs, Tab, TabList, TabPanel, Tabs, type LinkTabsProps } from './Tabs/Tabs';
export { Table, type TableColumn, type TableProps, type TableSort } from './Table/Table';
export { VirtualList, type VirtualListProps } from './VirtualList/VirtualList';
export { showToast, toastQueue, ToastRegion, TOAST_DURATION_MS } from './Toast/Toast';
export type { ToastContentValue } from './Toast/types';
export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel/Carousel';
export { CopyButton, type CopyButtonProps } from './CopyButton/CopyButton';
export { copyText } from './CopyButton/copyText';
export { QRCode, type QRCodeProps } from './QRCode/QRCode';
export { AppShell } from './AppShell/AppShell';
export type { AppShellProps } from './AppShell/types';
export { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar/Sidebar';
export { MAIN_ID, SkipLink, type SkipLinkProps } from './SkipLink/SkipLink';
export { Brand, BrandMark, type BrandProps } from './Brand/Brand';
export { isActivePath } from './Sidebar/isActivePath';
export { TopBar, type TopBarProps } from './TopBar/TopBar';
export { ThemeSwitch, type ThemeChoice, type ThemeSwitchProps } from './ThemeSwitch/ThemeSwitch';
export { MOBILE_QUERY, useMediaQuery } from './hooks/useMediaQuery';
export { useAfterPaint, whenPageShown } from './hooks/useAfterPaint';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { IconButton, IconButtonRow, type IconButtonProps } from './IconButton/IconButton';
