import { useTranslation } from '../../../lib/use-translation.tsx';
import { useFormCheck } from '../../geo/form-check.ts';
import { PanelCard, PanelPage } from '../../panel/panel-page.tsx';
import forms from '../../panel/forms.module.css';
import { RecordForm } from '../record-form.tsx';
import type { Option } from '../types.ts';
import type { FormResource, ResourceEditActionData, ResourceField } from './define-resource.ts';
import { ResourceFormField } from './resource-form-field.tsx';

/** The kinds of field drawn under a card's grid, as wide as the card. */
const WIDE: ReadonlySet<ResourceField['kind']> = new Set(['richText']);

/** What the edit loader (edit.server.ts) gives the page. */
export interface ResourceEditData {
  id: number | undefined;
  values: Record<string, string>;
  options: Option[];
}

/**
 * A declared resource's create and edit page (ADR 0123): its cards of fields, checked in the browser before sending
 * (the first wrong field focused), «saved» beside the button after an update, the API's refusal under the fields.
 */
export function ResourceEditPage({
  resource,
  data,
  actionData,
}: {
  resource: FormResource;
  data: ResourceEditData;
  actionData: ResourceEditActionData | undefined;
}) {
  const { t } = useTranslation();
  const { id, options } = data;
  const failure = actionData?.failure;
  const typed = actionData?.values ?? data.values;
  const check = useFormCheck(resource.form.check);
  const errors: Record<string, string | undefined> = { ...failure?.fields, ...check.errors };
  const editing = id !== undefined;
  const { words, form } = resource;
  const input = (field: ResourceField) => (
    <ResourceFormField
      key={field.name}
      field={field}
      value={typed[field.name] ?? ''}
      error={errors[field.name]}
      options={options}
    />
  );
  // An existing record's picture is replaced in its own form (`before`); a new record's is sent with the form.
  const drawn = (field: ResourceField) => !(editing && field.kind === 'image');
  const cards = form.cards.filter((card) => card.fields.some(drawn));
  const withFile = !editing && form.cards.some((card) => card.fields.some((field) => field.kind === 'image'));
  return (
    <PanelPage title={editing ? t(words.edit) : t(words.create)}>
      {editing && form.before?.(id, data.values, actionData?.part)}
      <RecordForm
        editing={editing}
        check={check}
        actionData={actionData}
        encType={withFile ? 'multipart/form-data' : undefined}
        shownFields={form.cards.flatMap((card) => card.fields.map((field) => field.name))}
        cancelTo={`/manager/${resource.list}`}
        submitLabel={editing ? t(words.save) : t(words.createButton ?? words.create)}
      >
        {cards.map((card, index) => (
          <PanelCard key={index} title={card.title && t(card.title)}>
            <div className={forms.grid}>
              {card.fields.filter((field) => drawn(field) && !WIDE.has(field.kind)).map(input)}
            </div>
            {/* The rich text under the card's grid, as wide as the card. */}
            {card.fields.filter((field) => drawn(field) && WIDE.has(field.kind)).map(input)}
            {index === 0 && editing && form.below?.(id, t)}
          </PanelCard>
        ))}
      </RecordForm>
    </PanelPage>
  );
}
