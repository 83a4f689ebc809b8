export { theme, media, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { UiProvider, type UiProviderProps } from './theme/ui-provider';

export { Button, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './components/button/button';
export { SubmitButton, type SubmitButtonProps } from './components/button/submit-button';
export { Input } from './components/form/input';
export { Textarea } from './components/form/textarea';
export { Select, type SelectProps } from './components/form/select';
export { LabelOptions } from './components/form/label-options';
export { Checkbox, type CheckboxProps } from './components/form/checkbox';
export { Label } from './components/form/label';
export { FormField, type FormFieldProps } from './components/form/form-field';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './components/card/card';
export { CardHeaderWithActions } from './components/card/card-header-with-actions';
export { CardHeading, type CardHeadingProps } from './components/card/card-heading';
export { TitledCardHeader, type TitledCardHeaderProps } from './components/card/titled-card-header';
export { LinkCard } from './components/link-card/link-card';
export { AdminPage } from './components/admin-page/admin-page';
export { DialogScrollStack, Stack } from './components/stack/stack';
export { Panel } from './components/stack/panel';
export { TileGrid } from './components/tile-grid/tile-grid';
export { GridList, PlainList, RowList, withoutBullets } from './components/plain-list/plain-list';
export { Grid, type GridColumns } from './components/grid/grid';
export { Row } from './components/row/row';
export { DetailSection, TitledDetailSection, type TitledDetailSectionProps } from './components/detail-section/detail-section';
export { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogContentProps } from './components/dialog/dialog';
export { DialogFooter, type DialogSize } from './components/dialog/dialog-styles';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { ActionConfirmDialog, type ActionConfirmDialogProps } from './components/confirm-dialog/action-confirm-dialog';
export { type TabbedPanel, TabbedPanels, type TabbedPanelsProps, Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DropdownMenuContentProps,
} from './components/dropdown-menu/dropdown-menu';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/spinner/spinner';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge/badge';
export {
  DataTable,
  type DataTableProps,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from './components/table/table';
export { ChevronDownIcon, CloseIcon, Icon, iconOf, type IconProps, MenuIcon, MoreIcon } from './components/icons/icons';
export { ResponsiveImage, type ImageVariant, type ResponsiveImageProps, type ImageWithVariants } from './components/responsive-image/responsive-image';
export { PageHeader, type PageHeaderProps } from './components/page-header/page-header';
export { articleStyles } from './components/article/article-styles';
export { AreaNotFound, NotFound, type NotFoundProps } from './components/not-found/not-found';
export { CursorPagination, type CursorPaginationProps, Pagination, type PaginationProps } from './components/pagination/pagination';
export { FilterBar } from './components/form/filter-bar';
export { CopyButton, type CopyButtonProps } from './components/copy-button/copy-button';
export { DetailCard, type DetailCardProps } from './components/entity-frame/detail-card';
export { DetailFrame, type DetailFrameProps } from './components/entity-frame/detail-frame';
export {
  EntityFormPage,
  LEAVE_UNSAVED_PROMPT,
  staleSaveMessage,
  type EntityFormPageProps,
  type EntityLoad,
  type EntitySave,
} from './components/entity-frame/entity-form-page';
export { useLeaveGuard } from './components/entity-frame/use-leave-guard';
export { ActionRow } from './components/action-row/action-row';
export {
  type KeysetResultsPage,
  type NumberedPage,
  PagedResults,
  type PagedResultsProps,
  type PagedState,
  type ResultsPage,
} from './components/paged-table/paged-results';
export { cursorFromParams } from './components/paged-table/cursor-params';
export { PagedTable, type PagedTableProps } from './components/paged-table/paged-table';
export { pageFromParams, usePageParam } from './components/paged-table/use-page-param';
export { useListParams } from './components/paged-table/use-list-params';
export { ReadStatus, type ReadFailure, type ReadStatusProps } from './components/read-status/read-status';
