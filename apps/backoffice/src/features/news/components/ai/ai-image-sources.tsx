import { AI_IMAGE_STYLES, AI_LIMITS, AI_ORIENTATIONS, type StockSource } from '@gaceta/shared/ai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { AiImageState } from '../../hooks/use-ai-image';
import { IMAGE_STYLE_LABELS, ORIENTATION_LABELS } from '../../lib/labels';

/** A labelled choice among a fixed list, each option named by `nameOf`. */
export function OptionField<T extends string>({
  label,
  options,
  value,
  onChange,
  nameOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  nameOf: (option: T) => string;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((each) => (
            <option key={each} value={each}>
              {nameOf(each)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** The image's orientation, asked by the cover and the generated image alike. */
export function OrientationField({ image }: { image: AiImageState }) {
  const { t, i18n } = useLingui();
  return (
    <OptionField
      label={t`Orientation`}
      options={AI_ORIENTATIONS}
      value={image.orientation}
      onChange={image.setOrientation}
      nameOf={(each) => i18n._(ORIENTATION_LABELS[each])}
    />
  );
}

/** The title an image needs before it is made, said where the user is. */
export function TitleProblem({ image }: { image: AiImageState }) {
  return (
    image.problems.title && (
      <p role="alert" className="text-sm text-destructive">
        {image.problems.title}
      </p>
    )
  );
}

/** An image generated from a description: the description, its style and orientation. */
export function PromptFields({ image }: { image: AiImageState }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Field label={t`Describe the image to generate`} error={image.problems.prompt}>
        {(control) => (
          <Textarea
            {...control}
            ref={image.promptInput}
            rows={3}
            maxLength={AI_LIMITS.prompt}
            value={image.prompt}
            onChange={(event) => image.setPrompt(event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionField
          label={t`Style`}
          options={AI_IMAGE_STYLES}
          value={image.style}
          onChange={image.setStyle}
          nameOf={(each) => i18n._(IMAGE_STYLE_LABELS[each])}
        />
        <OrientationField image={image} />
      </div>
      <TitleProblem image={image} />
    </>
  );
}

/** A search of images (a stock provider's photos, or the office's own news images), and what it found. */
export function StockSearch({ image, stockSource }: { image: AiImageState; stockSource: StockSource }) {
  const { t } = useLingui();
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {stockSource === 'pexels' ? (
          <Trans>Photos from the Pexels image bank, credited to their photographers.</Trans>
        ) : (
          <Trans>Images of your office's news.</Trans>
        )}
      </p>
      <Field label={t`Search`} error={image.problems.query}>
        {(control) => (
          <Input
            {...control}
            ref={image.queryInput}
            type="search"
            maxLength={AI_LIMITS.query}
            value={image.query}
            onChange={(event) => image.setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void image.run();
              }
            }}
          />
        )}
      </Field>
      <StockResults image={image} />
    </>
  );
}

/** The images found, each a button that picks it (pressed while it is the one to use). */
function StockResults({ image }: { image: AiImageState }) {
  const { t } = useLingui();
  const { results, candidate } = image;
  if (!results) return null;
  if (results.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No images found</Trans>
      </p>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t`Images found`}>
      {results.map((result) => {
        const id = result.image ?? result.provider_id;
        const chosen = candidate !== null && (candidate.image ?? candidate.providerId) === id;
        const photographer = result.credit?.name;
        return (
          <li key={id}>
            <button
              type="button"
              aria-pressed={chosen}
              className="grid w-full gap-1 rounded-md border p-1 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-ink-500 aria-pressed:ring-2 aria-pressed:ring-ink-500"
              onClick={() =>
                image.setCandidate({
                  image: result.image,
                  providerId: result.provider_id,
                  url: result.url,
                  description: result.description ?? '',
                })
              }
            >
              <img src={result.url} alt="" className="aspect-[1.91/1] w-full rounded object-cover" />
              <span className="line-clamp-2">{result.description}</span>
              {photographer && (
                <span className="text-muted-foreground">
                  <Trans>Photo: {photographer} (Pexels)</Trans>
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
