/** What a toast shows. */
export interface ToastContentValue {
  title: string;
  description?: string;
  /** @default 'info' */
  tone?: 'success' | 'error' | 'info';
}
