-- The audit log's right (AUDIT, offered on SETTING_MODERATOR) came after the permissions of stores made
-- before it: a permission holding every right on the back office's accounts reads the audit log too.
UPDATE permission_functions
  SET privileges = privileges || ARRAY['AUDIT']::text[]
  WHERE function_type = 'SETTING_MODERATOR'
    AND privileges @> ARRAY['VIEW', 'CREATE', 'UPDATE', 'DELETE']::text[]
    AND NOT privileges @> ARRAY['AUDIT']::text[];
