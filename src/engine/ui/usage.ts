// What deleting a record would break: the data provider's extension that asks
// the server how many records point at it (GET <path>/{id}/usage).
import type { Identifier } from 'react-admin';

export interface RecordUsage {
  total: number;
  /** Per referencing entity (schema name) and field. */
  references: { entity: string; field: string; count: number }[];
}

export interface UsageReader {
  getUsage(resource: string, id: Identifier, signal?: AbortSignal): Promise<RecordUsage>;
}
