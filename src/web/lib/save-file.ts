/** Hands a file to the browser to save, as a link with the download attribute would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
