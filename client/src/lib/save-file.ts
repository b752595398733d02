/**
 * Hands a downloaded file to the browser as a download under its name: an object address clicked from a
 * `download` link (navigation to a blob: address is not governed by the page's image or script rules), released
 * right after.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address can go once the event loop has moved on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
