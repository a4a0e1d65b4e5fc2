// A permission's option "two-factor required" (GET/PUT admin/permissions/{id}/two-factor): its accounts
// without two-factor enrol at their next sign-in. Saved at once when switched, apart from the grants'
// form: it is its own call on the server, and a change of the permission like any other (only for a
// permission within the caller's grants, with UPDATE on SETTING_MODERATOR).
import { useEffect, useState } from 'react';
import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { failureOf, splitFailure } from './api';
import { FailureAlert } from './parts';

export const TWO_FACTOR_OPTION_CALL = 'admin/permissions/{id}/two-factor';

export function TwoFactorOption({ id, editable }: { id: number; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [required, setRequired] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    dataProvider
      .callAction<{ two_factor_required: boolean }>(`GET ${TWO_FACTOR_OPTION_CALL}`, id)
      .then(({ data }) => live && setRequired(data.two_factor_required))
      .catch((error: unknown) => live && setFailure(splitFailure(failureOf(error), []).alert));
    return () => {
      live = false;
    };
  }, [dataProvider, id]);

  const change = async (value: boolean) => {
    setFailure(undefined);
    setBusy(true);
    try {
      const { data } = await dataProvider.callAction<{ two_factor_required: boolean }>(
        `PUT ${TWO_FACTOR_OPTION_CALL}`,
        id,
        { two_factor_required: value },
      );
      setRequired(data.two_factor_required);
      notify(
        data.two_factor_required ? 'app.settings.permissions.two_factor_on' : 'app.settings.permissions.two_factor_off',
        {
          type: 'info',
        },
      );
    } catch (error) {
      setFailure(splitFailure(failureOf(error), []).alert);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-two-factor-option>
      <FailureAlert text={failure} onClose={() => setFailure(undefined)} />
      <FormControlLabel
        control={
          <Switch
            checked={required === true}
            disabled={!editable || busy || required === undefined}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={translate('app.settings.permissions.two_factor_required')}
      />
      <FormHelperText sx={{ mt: -0.5, mb: 2 }}>{translate('app.settings.permissions.two_factor_hint')}</FormHelperText>
    </div>
  );
}
