import { type NEWS_LANGUAGES, TITLE_MAX } from '@gaceta/shared/news';
import {
  type Channel,
  channelDescriptor,
  isRichText,
  type SocialNetwork,
} from '@gaceta/shared/news/channels';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Copy, CopyCheck } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { channelLabel } from '../../lib/labels';
import {
  type ChannelVersion,
  copyVersion,
  htmlToText,
  versionHasText,
  writtenByHand,
} from '../../lib/news-form';
import { AiAssistant, type AiTarget } from '../ai/ai-assistant';
import { FacebookPreview } from '../previews/facebook-preview';
import { InstagramPreview, LinkedinPreview, XPreview } from '../previews/social-previews';
import { ForeignImagesNote } from './foreign-images-note';
import { PlainTextVersion } from './plain-text-version';
import { RichTextEditor } from './rich-text-editor';

/** One tab per channel, each with its own title and text, and ways to copy between them. */
export function ChannelVersions({
  versions,
  onChange,
  tab,
  onTabChange,
  errors,
  preview,
  language,
  ai,
  publishNow,
}: {
  versions: readonly ChannelVersion[];
  onChange: (versions: ChannelVersion[]) => void;
  tab: Channel;
  onTabChange: (tab: Channel) => void;
  /** The server's message per channel (a missing text, a post too long). */
  errors: Partial<Record<Channel, string>>;
  /** What the previews show beside the post's text. */
  preview: PreviewContext;
  /** The article's language, for the AI assistant. */
  language: (typeof NEWS_LANGUAGES)[number];
  /** Whether the user may use the AI assistant. */
  ai: boolean;
  /** Beside the preview of a channel never published automatically (Facebook): publishing it now. */
  publishNow?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const change = (platform: Channel, changes: Partial<ChannelVersion>) =>
    onChange(
      versions.map((version) => (version.platform === platform ? { ...version, ...changes } : version)),
    );

  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as Channel)}>
      <TabsList aria-label={t`Channel versions`}>
        {versions.map((version) => (
          <TabsTrigger key={version.platform} value={version.platform}>
            {channelLabel(i18n, version.platform)}
            {errors[version.platform] && <CircleAlert className="size-3.5 text-destructive" aria-hidden />}
            {versionHasText(version) && !errors[version.platform] && (
              <span className="size-1.5 rounded-full bg-success" aria-hidden />
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {versions.map((version) => (
        <TabsContent key={version.platform} value={version.platform} className="grid gap-5">
          <VersionFields
            version={version}
            error={errors[version.platform]}
            onChange={(changes) => change(version.platform, changes)}
            language={language}
            newsTitle={preview.title}
            ai={ai}
          />
          <CopyTools versions={versions} current={version.platform} onChange={onChange} />
          <NetworkPreviews version={version} preview={preview} publishNow={publishNow} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** What the previews show beside a post's text: the page that posts, the item's image and title. */
interface PreviewContext {
  pageName: string;
  /** The connected X account's handle ('@despacho'), null when X is not connected. */
  xHandle: string | null;
  image: string | null;
  imageDescription: string;
  title: string;
}

/**
 * The version's post on each network its channel reaches, with publishing it now beside the
 * channel's own network when nothing publishes it automatically (Facebook).
 */
function NetworkPreviews({
  version,
  preview,
  publishNow,
}: {
  version: ChannelVersion;
  preview: PreviewContext;
  publishNow: ReactNode;
}) {
  const { networks, autoPublish } = channelDescriptor(version.platform);
  return networks.map((network, index) => (
    <Fragment key={network}>
      <NetworkPreview network={network} text={version.content} title={version.title} preview={preview} />
      {index === 0 && !autoPublish && publishNow}
    </Fragment>
  ));
}

/** How the version will look on one network. */
function NetworkPreview({
  network,
  text,
  title,
  preview,
}: {
  network: SocialNetwork;
  text: string;
  title: string;
  preview: PreviewContext;
}) {
  const post = {
    accountName: preview.pageName,
    text,
    image: preview.image,
    imageDescription: preview.imageDescription,
  };
  switch (network) {
    case 'facebook':
      return (
        <FacebookPreview
          pageName={preview.pageName}
          text={text}
          title={title || preview.title}
          image={preview.image}
          imageDescription={preview.imageDescription}
        />
      );
    case 'instagram':
      return <InstagramPreview {...post} />;
    case 'twitter':
      return <XPreview {...post} handle={preview.xHandle} />;
    case 'linkedin':
      return <LinkedinPreview {...post} />;
  }
}

function VersionFields({
  version,
  error,
  onChange,
  language,
  newsTitle,
  ai,
}: {
  version: ChannelVersion;
  error: string | undefined;
  onChange: (changes: Partial<ChannelVersion>) => void;
  language: (typeof NEWS_LANGUAGES)[number];
  newsTitle: string;
  ai: boolean;
}) {
  const assistant = ai
    ? (target: AiTarget) => (
        <AiAssistant target={target} language={language} context={version.title || newsTitle} />
      )
    : undefined;
  const { t, i18n } = useLingui();
  const labelId = useId();
  const errorId = useId();
  const channel = channelLabel(i18n, version.platform);
  return (
    <>
      <Field
        label={t`Title for ${channel}`}
        description={
          writtenByHand(version.title, newsTitle)
            ? t`Written by hand: it no longer follows the title.`
            : undefined
        }
      >
        {(control) => (
          <Input
            {...control}
            maxLength={TITLE_MAX}
            value={version.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-2">
        <Label id={labelId}>
          <Trans>Text for {channel}</Trans>
        </Label>
        {isRichText(version.platform) ? (
          <>
            <RichTextEditor
              labelId={labelId}
              value={version.content}
              onChange={(content) => onChange({ content })}
              invalid={Boolean(error)}
              {...(error ? { describedBy: errorId } : {})}
              assistant={assistant}
            />
            {error && (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            )}
            {channelDescriptor(version.platform).preview === 'email' && (
              <ForeignImagesNote html={version.content} />
            )}
          </>
        ) : (
          <PlainTextVersion
            platform={version.platform}
            labelId={labelId}
            value={version.content}
            onChange={(content) => onChange({ content })}
            serverError={error}
            assistant={assistant}
          />
        )}
      </div>
    </>
  );
}

/** Copy this version to every other channel, or another channel's version into this one. */
export function CopyTools({
  versions,
  current,
  onChange,
}: {
  versions: readonly ChannelVersion[];
  current: Channel;
  onChange: (versions: ChannelVersion[]) => void;
}) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const problemId = useId();
  const [source, setSource] = useState<Channel | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const others = versions.filter((version) => version.platform !== current);
  const channel = (platform: Channel) => channelLabel(i18n, platform);

  const copyToAll = () => {
    onChange(copyVersion(versions, current));
    setConfirming(false);
    toast.success(t`Content copied to every platform`);
  };

  const copyFrom = () => {
    if (!source) return setProblem(t`Select a version first`);
    const from = versions.find((version) => version.platform === source);
    // A copy that would leave this version empty is refused rather than wiping what is here.
    const text = from && (isRichText(from.platform) ? htmlToText(from.content) : from.content.trim());
    if (!from || !text) return setProblem(t`Can't copy content, retry`);
    setProblem(null);
    onChange(copyVersion(versions, source, current));
    toast.success(t`Content copied from ${channel(source)}`);
  };

  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <Button
          type="button"
          variant="outline"
          onClick={() => (others.some(versionHasText) ? setConfirming(true) : copyToAll())}
        >
          <CopyCheck aria-hidden />
          <Trans>Copy to all platforms</Trans>
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>
            <Trans>Copy from another version</Trans>
          </Label>
          <div className="flex gap-2">
            <NativeSelect
              id={selectId}
              className="min-w-44"
              value={source}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setSource(event.target.value as Channel | '');
                setProblem(null);
              }}
            >
              <option value="">{t`Choose a version`}</option>
              {others.map((version) => (
                <option key={version.platform} value={version.platform}>
                  {channel(version.platform)}
                </option>
              ))}
            </NativeSelect>
            <Button type="button" variant="outline" onClick={copyFrom}>
              <Copy aria-hidden />
              <Trans>Copy</Trans>
            </Button>
          </div>
        </div>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Copy to all platforms?</Trans>}
        description={
          <Trans>
            The title and text of the {channel(current)} version replace those of every other version.
          </Trans>
        }
        confirmLabel={<Trans>Copy to all</Trans>}
        onConfirm={copyToAll}
      />
    </div>
  );
}
