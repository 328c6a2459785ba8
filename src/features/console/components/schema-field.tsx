'use client';

import { instantAt, isoAt } from '@/lib/dates';
import { CheckboxField, Field, inputClass, Textarea, TextInput } from '@/ui/field';
import { settingLabel } from '../settings/setting-groups';
import { ContentImageUpload } from './content-image-upload';

// One setting drawn from its JSON Schema (generated from the zod SiteConfig, so the form and the check
// that refuses a value are one source): text, numbers, switches, choices, colours, groups of settings,
// lists of them and the placements' alternative shapes. A value the document leaves out shows what the
// site has now (its template or the default); changing it writes it into the document.

export type JsonNode = {
  type?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  oneOf?: JsonNode[];
};

export type FieldContext = {
  /** Issues from the server by the setting's dotted path ('theme.brand', 'promos.0.title'). */
  issues: Record<string, string>;
  /** The site's clock: a date and time is entered on it and kept with its offset. */
  timeZone: string;
  /** Where an image setting's file is uploaded, and what files this server reads. */
  images: { to: string; accept: string; kinds: string[] };
  /** Whether the member may change the setting at this path. */
  editable: (path: string) => boolean;
};

type Props = {
  node: JsonNode;
  path: (string | number)[];
  label: string;
  /** The document's own value; undefined when it leaves the setting to its template or default. */
  value: unknown;
  /** What the site has now for the setting. */
  current: unknown;
  onChange: (value: unknown) => void;
  context: FieldContext;
};

const smallButton =
  'min-h-11 rounded-site border border-brand bg-white px-3 text-sm font-semibold text-brand disabled:opacity-50';
const COLOUR = '^#[0-9a-fA-F]{6}$';
const LONG_TEXT = /about|disclaimer|description|subtitle|message/i;

export const fieldId = (path: (string | number)[]) => `setting-${path.join('-')}`;
const dotted = (path: (string | number)[]) => path.join('.');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with one key set (undefined removes it), the rest kept. */
function withKey(value: unknown, key: string, inner: unknown): Record<string, unknown> {
  const next = { ...(isObject(value) ? value : {}) };
  if (inner === undefined) delete next[key];
  else next[key] = inner;
  return next;
}

// Short codes (a state: 'qld') read as they are written on a letter: 'QLD'.
const optionLabel = (value: unknown) =>
  /^[a-z]{2,3}$/.test(String(value)) ? String(value).toUpperCase() : settingLabel(String(value));

export function SchemaField(props: Props) {
  const { node } = props;
  if (node.oneOf) return <ShapeField {...props} />;
  if (node.type === 'object' && node.properties) return <ObjectField {...props} />;
  if (node.type === 'array') return <ListField {...props} />;
  if (node.type === 'boolean') return <SwitchField {...props} />;
  return <ScalarField {...props} />;
}

function ScalarField({ node, path, label, value, current, onChange, context }: Props) {
  const id = fieldId(path);
  const shown = value ?? current;
  const disabled = !context.editable(dotted(path));
  const common = { id, disabled, hint: node.description, error: context.issues[dotted(path)] };
  const numeric = node.type === 'integer' || node.type === 'number';
  if (node.enum) {
    return (
      <Field id={id} label={label} hint={common.hint} error={common.error}>
        <select
          id={id}
          className={inputClass}
          disabled={disabled}
          value={shown === undefined ? '' : String(shown)}
          aria-invalid={common.error ? true : undefined}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          <option value="">Not set</option>
          {node.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  if (node.pattern === COLOUR) {
    const colour = typeof shown === 'string' ? shown : '';
    return (
      <Field id={id} label={label} hint={common.hint} error={common.error}>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}: colour picker`}
            disabled={disabled}
            value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-site border border-black/25 bg-white"
          />
          <TextInput
            disabled={disabled}
            value={colour}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          />
        </div>
      </Field>
    );
  }
  if (node.pattern?.startsWith('^\\/media\\/')) {
    const url = typeof shown === 'string' ? shown : '';
    return (
      <div id={id} className="space-y-2">
        <p className="text-sm font-bold">{label}</p>
        {node.description && <p className="text-sm text-gray-700">{node.description}</p>}
        {url ? (
          // biome-ignore lint/performance/noImgElement: the console shows the uploaded file as the site will.
          <img
            src={url}
            alt={`${label} as it is now`}
            className="h-20 w-auto rounded-site border border-black/15 bg-white"
          />
        ) : (
          <p className="text-sm">None.</p>
        )}
        {!disabled && (
          <div className="flex flex-wrap items-start gap-3">
            <ContentImageUpload
              to={context.images.to}
              fields={{ purpose: path[0] === 'logo' ? 'logo' : 'location' }}
              accept={context.images.accept}
              kinds={context.images.kinds}
              label={`Upload ${label.toLowerCase()}`}
              onUploaded={(uploaded) => onChange(uploaded)}
            />
            {url && (
              <button type="button" className={smallButton} onClick={() => onChange(undefined)}>
                Remove {label.toLowerCase()}
              </button>
            )}
          </div>
        )}
        {common.error && <p className="text-sm font-semibold text-red-700">{common.error}</p>}
      </div>
    );
  }
  if (node.format === 'date-time') {
    const local =
      typeof shown === 'string' && !Number.isNaN(Date.parse(shown))
        ? isoAt(new Date(shown), context.timeZone).slice(0, 16)
        : '';
    return (
      <Field
        id={id}
        label={label}
        hint={`${node.description ?? ''} On the site's clock (${context.timeZone}).`}
        error={common.error}
      >
        <TextInput
          type="datetime-local"
          disabled={disabled}
          value={local}
          onChange={(event) => {
            const [date, time] = event.target.value.split('T');
            onChange(
              date && time ? isoAt(instantAt(date, time, context.timeZone), context.timeZone) : undefined,
            );
          }}
        />
      </Field>
    );
  }
  const text = shown === undefined || shown === null ? '' : String(shown);
  const read = (raw: string) => {
    if (raw === '') return undefined;
    if (!numeric) return raw;
    const number = Number(raw);
    return Number.isFinite(number) ? number : raw;
  };
  return (
    <Field id={id} label={label} hint={common.hint} error={common.error}>
      {!numeric && (LONG_TEXT.test(String(path.at(-1))) || text.length > 80) ? (
        <Textarea
          rows={3}
          disabled={disabled}
          value={text}
          onChange={(event) => onChange(read(event.target.value))}
        />
      ) : (
        <TextInput
          disabled={disabled}
          value={text}
          inputMode={numeric ? 'decimal' : undefined}
          type={node.format === 'uri' ? 'url' : 'text'}
          onChange={(event) => onChange(read(event.target.value))}
        />
      )}
    </Field>
  );
}

function SwitchField({ node, path, label, value, current, onChange, context }: Props) {
  const id = fieldId(path);
  return (
    <div>
      <CheckboxField
        id={id}
        label={label}
        disabled={!context.editable(dotted(path))}
        checked={Boolean(value ?? current ?? node.default)}
        error={context.issues[dotted(path)]}
        onChange={(event) => onChange(event.target.checked)}
      />
      {node.description && <p className="ml-8 text-sm text-gray-700">{node.description}</p>}
    </div>
  );
}

function Group({
  path,
  label,
  description,
  error,
  children,
}: {
  path: (string | number)[];
  label: string;
  description?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      id={fieldId(path)}
      className="min-w-0 space-y-4 rounded-site border border-black/15 bg-white p-3 sm:p-4"
    >
      <legend className="px-1 font-bold">{label}</legend>
      {description && <p className="text-sm text-gray-700">{description}</p>}
      {error && <p className="text-sm font-semibold text-red-700">{error}</p>}
      {children}
    </fieldset>
  );
}

function ObjectField({ node, path, label, value, current, onChange, context }: Props) {
  const own = isObject(value) ? value : undefined;
  const now = isObject(current) ? current : undefined;
  return (
    <Group path={path} label={label} description={node.description} error={context.issues[dotted(path)]}>
      {Object.entries(node.properties ?? {}).map(([key, child]) => (
        <SchemaField
          key={key}
          node={child}
          path={[...path, key]}
          label={settingLabel(key)}
          value={own?.[key]}
          current={now?.[key]}
          onChange={(inner) => onChange(withKey(own ?? {}, key, inner))}
          context={context}
        />
      ))}
    </Group>
  );
}

/** The alternative shapes of a setting (promo placement: every n-th, random or fixed), told by `mode`. */
function ShapeField({ node, path, label, value, current, onChange, context }: Props) {
  const shown = isObject(value) ? value : isObject(current) ? current : {};
  const modes = (node.oneOf ?? []).map((shape) => shape.properties?.mode?.const).filter(Boolean) as string[];
  const shape = (node.oneOf ?? []).find((s) => s.properties?.mode?.const === shown.mode);
  const id = `${fieldId(path)}-mode`;
  const disabled = !context.editable(dotted(path));
  return (
    <Group path={path} label={label} description={node.description} error={context.issues[dotted(path)]}>
      <Field id={id} label="Kind">
        <select
          id={id}
          className={inputClass}
          disabled={disabled}
          value={String(shown.mode ?? '')}
          onChange={(event) => onChange({ mode: event.target.value })}
        >
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {optionLabel(mode)}
            </option>
          ))}
        </select>
      </Field>
      {shape &&
        Object.entries(shape.properties ?? {})
          .filter(([key]) => key !== 'mode')
          .map(([key, child]) => (
            <SchemaField
              key={key}
              node={child}
              path={[...path, key]}
              label={settingLabel(key)}
              value={shown[key]}
              current={undefined}
              onChange={(inner) => onChange(withKey(shown, key, inner))}
              context={context}
            />
          ))}
    </Group>
  );
}

/** A list of settings (menu items, promos, make names): each item editable, moved, removed; one added. */
function ListField({ node, path, label, value, current, onChange, context }: Props) {
  const items = Array.isArray(value) ? value : Array.isArray(current) ? current : [];
  const item = node.items ?? {};
  const disabled = !context.editable(dotted(path));
  const set = (next: unknown[]) => onChange(next);
  const blank = () =>
    item.type === 'object' ? {} : item.enum ? item.enum[0] : item.type === 'integer' ? 1 : '';
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <Group path={path} label={label} description={node.description} error={context.issues[dotted(path)]}>
      {items.length === 0 && <p className="text-sm text-gray-700">None.</p>}
      <ol className="space-y-3">
        {items.map((entry, index) => {
          const itemLabel = `${label} ${index + 1}`;
          return (
            <li key={index} className="space-y-2 border-l-4 border-black/10 pl-3">
              <SchemaField
                node={item}
                path={[...path, index]}
                label={itemLabel}
                value={entry}
                current={undefined}
                onChange={(inner) => set(items.map((old, at) => (at === index ? inner : old)))}
                context={context}
              />
              {!disabled && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move ${itemLabel} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move ${itemLabel} down`}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => set(items.filter((_, at) => at !== index))}
                    aria-label={`Remove ${itemLabel}`}
                  >
                    Remove
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!disabled && (
        <button type="button" className={smallButton} onClick={() => set([...items, blank()])}>
          Add to {label.toLowerCase()}
        </button>
      )}
    </Group>
  );
}
