-- Files stored whole in files.data before their bytes were kept in chunks of 128 KiB
-- (file_chunks, server/fileStore.ts): cut into chunks once, then emptied.
ALTER TABLE files ALTER COLUMN data DROP NOT NULL;

INSERT INTO file_chunks (file_id, seq, data)
  SELECT f.id, part.seq, substring(f.data FROM part.seq * 131072 + 1 FOR 131072)
  FROM files f CROSS JOIN LATERAL generate_series(0, (length(f.data) - 1) / 131072) AS part(seq)
  WHERE f.data IS NOT NULL AND length(f.data) > 0
  ON CONFLICT DO NOTHING;

UPDATE files SET data = NULL WHERE data IS NOT NULL;
