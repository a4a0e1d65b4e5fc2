// A record's state changes: the data provider's extension that reads them
// (GET <path>/{id}/history), newest first.
import type { Identifier } from 'react-admin';

export interface StateChange {
  id: number;
  action: string;
  field: string;
  from_state: string | null;
  to_state: string;
  reason: string | null;
  admin_name: string;
  created_at: string;
}

export interface HistoryReader {
  getHistory(resource: string, id: Identifier, signal?: AbortSignal): Promise<StateChange[]>;
}
