/** Saves a file on the phone or computer (a download) under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after the click returns: let it go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
