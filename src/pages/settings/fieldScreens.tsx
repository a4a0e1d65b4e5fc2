// The settings entities' own field screens: a permission's grants as the grid of function types ×
// privileges, and an account's password typed twice. Loaded when a form or record page first shows one
// (./fieldComponents.tsx).
import { useMemo, useRef, useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  InputHelperText,
  maxLength,
  minLength,
  required,
  TextInput,
  useFieldValue,
  useInput,
  usePermissions,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { KindInputProps, KindProps } from '../../engine/ui/kinds/base';
import { can, type FunctionType, type Grants, type Privilege } from '../../engine/permissions';
import { FUNCTION_TYPES } from '../../../schemas/app';
import { useVocabularyLabels } from './api';
import { functionsOf, gridFromFunctions, type PermissionFunction } from './grid';
import { PermissionGrid } from './PermissionGrid';
import { MAX_PASSWORD, MIN_PASSWORD } from './passwordRules';

const GRID_HINT = 'permission-grid-hint';

/** The grants as an editable grid; a right the editing admin does not hold stays as it is. */
export function GrantsInput({ source, label, validate }: KindInputProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Grants>();
  const grants = permissions ?? {};
  const { field, fieldState } = useInput({ source, validate });
  const grid = gridFromFunctions(field.value as PermissionFunction[] | undefined);
  const grantable = (type: FunctionType, privilege: Privilege) => can(grants, type, privilege);
  return (
    <Box data-field-input={source}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography id={GRID_HINT} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.permissions.implies_view')}
      </Typography>
      <PermissionGrid
        grid={grid}
        readOnly={false}
        grantable={grantable}
        onChange={(next) => field.onChange(functionsOf(next))}
        describedBy={GRID_HINT}
      />
      <InputHelperText error={fieldState.error?.message} />
    </Box>
  );
}

/** The grants as words: each function type with its privileges, in the vocabulary's order. */
export function GrantsShow({ source }: KindProps) {
  const translate = useTranslate();
  const { functionLabel, privilegeLabel } = useVocabularyLabels();
  const grid = gridFromFunctions(useFieldValue({ source }) as PermissionFunction[] | undefined);
  const held = FUNCTION_TYPES.filter((type) => grid[type].length > 0);
  if (!held.length) return <Typography variant="body2">{translate('app.settings.permissions.nothing')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {held.map((type) => (
        <li key={type}>
          <Typography variant="body2">
            {functionLabel(type)}: {grid[type].map(privilegeLabel).join(', ')}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

const MISMATCH = 'app.settings.account.password_mismatch';

/**
 * A password typed twice. Creating an account asks for one; on an account's edit form it is a reset:
 * empty keeps the password, a new one replaces it and ends the account's sessions.
 */
export function PasswordInput({ source, label }: KindInputProps) {
  const translate = useTranslate();
  const creating = useRecordContext()?.id === undefined;
  const { trigger, getFieldState } = useFormContext();
  const [again, setAgain] = useState('');
  // Read by the validator, which the form keeps from the first render.
  const typedAgain = useRef(again);
  typedAgain.current = again;
  const validate = useMemo<Validator[]>(
    () => [
      ...(creating ? [required()] : []),
      minLength(MIN_PASSWORD),
      maxLength(MAX_PASSWORD),
      (value: unknown) => ((value ?? '') !== typedAgain.current ? MISMATCH : undefined),
    ],
    [creating],
  );
  const mismatch = getFieldState(source).error?.message === MISMATCH;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextInput
        source={source}
        type="password"
        label={creating ? label : 'app.settings.account.new_password'}
        validate={validate}
        // Blank on an edit form: the password stays.
        parse={(value: string) => (value === '' ? undefined : value)}
        helperText={creating ? 'app.settings.account.password_hint' : 'app.settings.account.password_keep'}
        autoComplete="new-password"
        slotProps={{ htmlInput: { maxLength: MAX_PASSWORD } }}
      />
      <TextField
        type="password"
        label={translate('app.settings.account.password_again')}
        value={again}
        onChange={(event) => {
          setAgain(event.target.value);
          void trigger(source);
        }}
        required={creating}
        error={mismatch}
        autoComplete="new-password"
        size="small"
        slotProps={{ htmlInput: { maxLength: MAX_PASSWORD } }}
      />
    </Box>
  );
}
