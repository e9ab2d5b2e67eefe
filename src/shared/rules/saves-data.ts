/** Whether the browser asks sites to keep data use down (`navigator.connection.saveData`, set by data-saver modes on metered connections). */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
