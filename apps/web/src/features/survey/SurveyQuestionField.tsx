import type { TSurveyQuestion } from '@restock/domain/contracts/survey';
import { SURVEY_UPLOADS_PER_QUESTION } from '@restock/domain/rules/survey';
import { Camera, ImagePlus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** What the form holds for a question: text, an option id, option ids, or pictures. */
export type FieldValue = string | number | number[] | File[] | undefined;

const inputClass =
  'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 outline-none focus:ring-2 focus:ring-brand';

/** A stable key per picked file (the same file picked twice is two entries). */
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 1;
const keyOf = (file: File) => {
  if (!fileKeys.has(file)) fileKeys.set(file, nextFileKey++);
  return fileKeys.get(file)!;
};

/** Pictures up to the server's byte cap; it checks and re-encodes what arrives. */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

function Thumb({ file, label, onRemove }: { file: File; label: string; onRemove(): void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="relative">
      <img src={url} alt="" className="size-20 rounded-lg border border-slate-200 object-cover" />
      <button
        type="button"
        onClick={onRemove}
        className="absolute -top-2 -right-2 rounded-full bg-slate-900 p-1 text-white"
        aria-label={label}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </li>
  );
}

function PictureInput({
  q,
  files,
  onChange,
  onTooLarge,
  describedBy,
}: {
  q: TSurveyQuestion;
  files: File[];
  onChange(files: File[]): void;
  onTooLarge(): void;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const add = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (picked.some((f) => f.size > PICTURE_MAX_BYTES)) onTooLarge();
    onChange(
      [...files, ...picked.filter((f) => f.size <= PICTURE_MAX_BYTES)].slice(0, SURVEY_UPLOADS_PER_QUESTION),
    );
  };
  const full = files.length >= SURVEY_UPLOADS_PER_QUESTION;
  const button = (kind: 'camera' | 'upload') => (
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand ${full ? 'pointer-events-none opacity-50' : ''}`}
    >
      {kind === 'camera' ? (
        <Camera size={18} aria-hidden="true" />
      ) : (
        <ImagePlus size={18} aria-hidden="true" />
      )}
      {t(kind === 'camera' ? 'survey.upload.camera' : 'survey.upload.file')}
      <input
        type="file"
        accept="image/png,image/jpeg"
        {...(kind === 'camera' ? { capture: 'environment' as const } : {})}
        multiple={kind === 'upload'}
        disabled={full}
        className="sr-only"
        aria-describedby={describedBy}
        data-testid={`survey-upload-${kind}`}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
    </label>
  );
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {q.UploadType !== 'upload' ? button('camera') : null}
        {q.UploadType !== 'camera' ? button('upload') : null}
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t('survey.upload.hint', { count: SURVEY_UPLOADS_PER_QUESTION })}
      </p>
      {files.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {files.map((f, i) => (
            <Thumb
              key={keyOf(f)}
              file={f}
              label={t('survey.upload.remove', { n: i + 1 })}
              onRemove={() => onChange(files.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Choices({
  q,
  multiple,
  value,
  onChange,
  poll,
}: {
  q: TSurveyQuestion;
  multiple: boolean;
  value: FieldValue;
  onChange(v: FieldValue): void;
  poll?: boolean;
}) {
  const name = useId();
  const chosen = new Set(
    Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : [],
  );
  return (
    <div className={poll ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-wrap gap-2'}>
      {q.Options.map((o) => {
        const on = chosen.has(o.OptionId);
        return (
          <label
            key={o.OptionId}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm focus-within:ring-2 focus-within:ring-brand ${on ? 'border-brand bg-brand-210 font-semibold text-slate-900' : 'border-slate-300 bg-white text-slate-800'} ${poll ? 'w-full' : ''}`}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={on}
              className="size-4"
              onChange={() => {
                if (!multiple) return onChange(o.OptionId);
                const next = on ? [...chosen].filter((id) => id !== o.OptionId) : [...chosen, o.OptionId];
                onChange(next.length ? next : undefined);
              }}
            />
            {o.Name}
          </label>
        );
      })}
    </div>
  );
}

/** A multi-select dropdown: the chosen names in the summary, the options as checkboxes inside. */
function MultiDropdown({
  q,
  value,
  onChange,
  id,
}: {
  q: TSurveyQuestion;
  value: FieldValue;
  onChange(v: FieldValue): void;
  id: string;
}) {
  const { t } = useTranslation();
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  const names = q.Options.filter((o) => chosen.includes(o.OptionId)).map((o) => o.Name);
  return (
    <details className="group rounded-lg border border-slate-300 bg-white">
      <summary
        id={id}
        className="flex min-h-11 cursor-pointer list-none items-center px-3 text-base text-slate-900"
        data-testid="survey-multi-dropdown"
      >
        <span className={names.length ? '' : 'text-slate-500'}>
          {names.length ? names.join(', ') : t('survey.choose')}
        </span>
      </summary>
      <div className="border-t border-slate-200 p-2">
        {q.Options.map((o) => (
          <label
            key={o.OptionId}
            className="flex min-h-10 items-center gap-2 rounded px-2 text-sm hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(o.OptionId)}
              onChange={(e) => {
                const next = e.target.checked
                  ? [...chosen, o.OptionId]
                  : chosen.filter((x) => x !== o.OptionId);
                onChange(next.length ? next : undefined);
              }}
            />
            {o.Name}
          </label>
        ))}
      </div>
    </details>
  );
}

/** One question of the dynamic form, drawn by its component type, with its error under it. */
export function SurveyQuestionField({
  q,
  index,
  value,
  error,
  onChange,
  onTooLarge,
}: {
  q: TSurveyQuestion;
  index: number;
  value: FieldValue;
  error: string | undefined;
  onChange(v: FieldValue): void;
  onTooLarge(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = error ? `${id}-msg` : undefined;
  const invalid = error ? true : undefined;
  const border = error ? 'border-red-500' : 'border-slate-300';
  const text = typeof value === 'string' ? value : '';
  const label = (
    <span>
      <span className="mr-1 text-slate-500">{index + 1}.</span>
      {q.Question}
      <span className="ml-0.5 text-red-600" aria-hidden="true">
        *
      </span>
    </span>
  );
  const grouped = ['option', 'poll', 'multiselect', 'upload'].includes(q.ComponentType);
  let control: ReactNode;
  switch (q.ComponentType) {
    case 'dropdown':
      control = q.IsMultiSelect ? (
        <MultiDropdown q={q} value={value} onChange={onChange} id={id} />
      ) : (
        <select
          id={id}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
          aria-invalid={invalid}
          aria-describedby={errorId}
          className={`${inputClass} ${border}`}
        >
          <option value="">{t('survey.choose')}</option>
          {q.Options.map((o) => (
            <option key={o.OptionId} value={String(o.OptionId)}>
              {o.Name}
            </option>
          ))}
        </select>
      );
      break;
    case 'option':
    case 'poll':
      control = (
        <Choices q={q} multiple={false} value={value} onChange={onChange} poll={q.ComponentType === 'poll'} />
      );
      break;
    case 'multiselect':
      control = <Choices q={q} multiple value={value} onChange={onChange} />;
      break;
    case 'upload':
      control = (
        <PictureInput
          q={q}
          files={Array.isArray(value) ? (value as File[]) : []}
          onChange={(files) => onChange(files.length ? files : undefined)}
          onTooLarge={onTooLarge}
          describedBy={errorId}
        />
      );
      break;
    case 'freeText':
      control = (
        <textarea
          id={id}
          value={text}
          rows={4}
          maxLength={1000}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={errorId}
          className={`${inputClass} ${border} py-2`}
        />
      );
      break;
    default: {
      const kind = q.ComponentType;
      const inputProps =
        kind === 'email'
          ? { type: 'email', inputMode: 'email' as const, autoComplete: 'email' }
          : kind === 'phone'
            ? { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel' }
            : kind === 'number' || kind === 'percent'
              ? { type: 'text', inputMode: 'decimal' as const }
              : { type: 'text', maxLength: 100 };
      control = (
        <div className="relative">
          <input
            id={id}
            {...inputProps}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={errorId}
            className={`${inputClass} ${border} ${kind === 'percent' ? 'pr-8' : ''}`}
            data-testid={`survey-input-${kind}`}
          />
          {kind === 'percent' ? (
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
              %
            </span>
          ) : null}
        </div>
      );
    }
  }
  const body = (
    <>
      {control}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-1 text-sm text-red-600"
          data-testid="survey-question-error"
        >
          {error}
        </p>
      ) : null}
    </>
  );
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="survey-question"
      data-type={q.ComponentType === 'dropdown' && q.IsMultiSelect ? 'dropdownMulti' : q.ComponentType}
      data-question={q.QuestionId}
    >
      {grouped ? (
        <fieldset aria-describedby={errorId}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
          {body}
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} className="mb-2 block text-sm font-medium text-slate-800">
            {label}
          </label>
          {body}
        </>
      )}
    </li>
  );
}
