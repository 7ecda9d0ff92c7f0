// ExcelJS's own value helpers (4.4.0; not in its typings): the fast sheet reader converts values
// with them so that it answers exactly what ExcelJS's streaming reader would.
declare module 'exceljs/lib/utils/utils.js' {
  const utils: {
    xmlDecode(text: string): string;
    isDateFmt(format: string | undefined): boolean;
    excelToDate(serial: number, date1904?: boolean): Date;
  };
  export default utils;
}
