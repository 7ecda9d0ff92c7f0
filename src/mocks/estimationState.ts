import { demoWorkbookRows } from '@domain/demo';
import {
  checkTable,
  freeName,
  type Cell,
  type CostBreakdown,
  type FileType,
  type SheetCheck,
} from '@domain/estimation';

/**
 * What the mock backend keeps of estimation files and costs. It cannot read .xlsx in the browser,
 * so every upload is stored as the demo workbook (domain/demo); everything
 * computed from a sheet goes through the shared domain code, as on the server.
 */
export interface MockFile {
  id: number;
  fileName: string;
  fileType: FileType;
  category: string;
  elementId: number | null;
  fteProfileId: number;
  fte: number;
  country: string;
  sourceFileId: number | null;
  createdDate: string;
  table: Cell[][];
  warnings: SheetCheck['warnings'];
  bytes: ArrayBuffer | null;
}

export interface MockCost {
  id: number;
  fileId: number;
  designationName: string;
  designationID: number | null;
  cost: number;
  breakdown: CostBreakdown | null;
  createdDate: string;
  /** Counted up by each save; a save or delete over another version is refused, as on the server. */
  version: number;
}

/** The demo workbook as the server would store it (derived columns and Percentage filled in). */
export const demoSheet = (): SheetCheck => checkTable(demoWorkbookRows());

export class EstimationState {
  files: MockFile[] = [];
  costs: MockCost[] = [];
  private nextFile = 1;
  private nextCost = 1;

  addFile(file: Omit<MockFile, 'id' | 'createdDate'>): MockFile {
    const record = { ...file, id: this.nextFile++, createdDate: new Date().toISOString() };
    this.files.push(record);
    return record;
  }

  /** A name no other file has, numbered like the server's (shared rule). */
  freeName(wanted: string): string {
    return freeName(
      wanted,
      this.files.map((f) => f.fileName),
    );
  }

  byName(fileName: string | null, fileType?: string | null): MockFile | undefined {
    const wanted = (fileName ?? '').trim().toLowerCase();
    return this.files.find(
      (f) => f.fileName.toLowerCase() === wanted && (!fileType || f.fileType === fileType.toUpperCase()),
    );
  }

  addCost(cost: Omit<MockCost, 'id' | 'createdDate' | 'version'>): MockCost {
    const record = { ...cost, id: this.nextCost++, createdDate: new Date().toISOString(), version: 1 };
    this.costs.push(record);
    return record;
  }

  removeFile(id: number): MockFile | undefined {
    const index = this.files.findIndex((f) => f.id === id);
    if (index < 0) return undefined;
    this.costs = this.costs.filter((c) => c.fileId !== id);
    return this.files.splice(index, 1)[0];
  }
}
