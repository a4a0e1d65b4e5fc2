import { Card } from '@mui/material';
import ListIcon from '@mui/icons-material/List';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  Edit,
  LinkBase,
  SimpleForm,
  useBasename,
  useEditContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { EditPageDefinition, EntitySchema } from '../../schema';
import { formInputs } from '../formInputs';
import { DeleteRecordButton } from '../DeleteButtons';
import {
  FormToolbar,
  PageActions,
  useDocumentTitle,
  useEntityName,
  useListPlace,
  useSavedNotice,
  FORM_DEFAULTS,
} from '../PageChrome';
import { afterDelete, recordPath } from '../paths';
import { RecordPageButton } from '../RecordPageButton';
import { RecordTitle } from '../RecordTitle';
import { StaleNotice, VersionedForm } from '../VersionedForm';
import { LiveFormNotice } from '../LiveForm';
import { recordTitle } from '../registry';
import { ACCESS_CHECKED, LoadFailure, SHOW_LOAD_FAILURE_IN_PLACE } from '../AccessDenied';
import { LoadingPlaceholder, useDelayedLoading } from '../LoadingPlaceholder';

/** Breadcrumb, a way back to the record and to the list, and the form. */
function EditBody({ schema, page }: { schema: EntitySchema; page?: EditPageDefinition }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const entity = useEntityName(schema);
  const title = record ? recordTitle(schema, record, locale) : undefined;
  const pageName = translate(page ? `resources.${schema.name}.pages.${page.path}` : 'ra.action.edit');
  useDocumentTitle([title ? `${pageName}: ${title}` : pageName, entity]);
  const list = useListPlace(schema, record);
  const loading = useDelayedLoading(useEditContext().isPending);
  if (loading === 'placeholder') return <LoadingPlaceholder variant="form" />;
  if (!record || loading === 'waiting') return null;
  const back = schema.views.show ? recordPath(schema, record.id) : list.path;
  return (
    <>
      <PageActions
        crumbs={[
          ...list.crumbs,
          ...(schema.views.show ? [{ label: title ?? '', to: back }] : []),
          { label: schema.views.show ? pageName : (title ?? '') },
        ]}
      >
        {schema.views.show ? (
          <RecordPageButton schema={schema} page="" label="ra.action.show" icon={<VisibilityIcon />} action="show" />
        ) : null}
        <Button component={LinkBase} to={`${basename}${list.path}`} label="ra.action.list">
          <ListIcon />
        </Button>
      </PageActions>
      <Card>
        <VersionedForm>
          <SimpleForm
            {...FORM_DEFAULTS}
            toolbar={
              <FormToolbar cancelTo={back}>
                {schema.deletable && !page ? (
                  <DeleteRecordButton schema={schema} redirectTo={afterDelete(schema, record, list.path)()} />
                ) : null}
              </FormToolbar>
            }
          >
            <LiveFormNotice schema={schema} />
            <StaleNotice />
            {formInputs(schema, { only: page?.fields, showReadOnly: true })}
          </SimpleForm>
        </VersionedForm>
      </Card>
    </>
  );
}

/** The edit form: every writable field, or only those of a focused page (e.g. updateHashtag). */
export default function EditPage({ schema, page }: { schema: EntitySchema; page?: EditPageDefinition }) {
  const translate = useTranslate();
  const prefix = page ? translate(`resources.${schema.name}.pages.${page.path}`) : undefined;
  const onSuccess = useSavedNotice(schema, 'updated', (record) =>
    schema.views.show ? recordPath(schema, record.id) : `/${schema.route}`,
  );
  return (
    <Edit
      {...ACCESS_CHECKED}
      resource={schema.route}
      title={<RecordTitle schema={schema} prefix={prefix} />}
      // Wait for the server: its field errors land on the form, nothing is undone behind the user's back.
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      actions={false}
      component="div"
      queryOptions={SHOW_LOAD_FAILURE_IN_PLACE}
      error={<LoadFailure />}
    >
      <EditBody schema={schema} page={page} />
    </Edit>
  );
}
