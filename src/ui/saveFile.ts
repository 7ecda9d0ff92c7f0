import type { FileAnswer } from '../dataProvider/transfer';

/** Hands a file the API answered to the browser's download. */
export function saveFile({ blob, fileName }: FileAnswer): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
