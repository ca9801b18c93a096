/**
 * The text to show for a failed call: the providers reject with react-admin's HttpError whose message is
 * the server's first (translated) message; anything else gets react-admin's generic HTTP error text.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'ra.notification.http_error';
}
