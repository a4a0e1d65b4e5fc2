// A record's history: the data provider's extension that reads it (GET <path>/{id}/history), newest
// first: its state actions and its other writes, each changed field before and after.
import type { Identifier } from 'react-admin';

export interface StateChange {
  type: 'action';
  id: number;
  action: string;
  field: string;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  admin_name: string;
  created_at: string;
}

export interface FieldChanges {
  type: 'change';
  id: number;
  operation: 'create' | 'update' | 'delete';
  changes: { field: string; before: unknown; after: unknown }[];
  admin_name: string;
  created_at: string;
}

export type HistoryEntry = StateChange | FieldChanges;

export interface HistoryReader {
  getHistory(resource: string, id: Identifier, signal?: AbortSignal): Promise<HistoryEntry[]>;
}
