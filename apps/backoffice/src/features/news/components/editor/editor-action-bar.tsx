import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/**
 * Always in reach at the foot of the screen, however long the form. Activating needs the image,
 * which a new item gets once saved: so only a saved item offers it.
 */
export function EditorActionBar({
  formId,
  saved,
  dirty,
  pending,
  onActivate,
  onGoToWorkflow,
}: {
  formId: string;
  /** Whether the item exists: a new one has no workflow and cannot be activated yet. */
  saved: boolean;
  dirty: boolean;
  pending: boolean;
  onActivate: () => void;
  onGoToWorkflow: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 py-3 backdrop-blur">
      {/* Below the wide layout the workflow sits after the whole form: the bar says when there is
          something to save and leads there. */}
      {saved && (
        <div className="mr-auto flex items-center gap-3 lg:hidden">
          <Button type="button" variant="ghost" size="sm" onClick={onGoToWorkflow}>
            <Trans>Workflow</Trans>
          </Button>
          {dirty && (
            // Not a live region: the note beside the actions already announces it.
            <span className="text-sm text-brass-700">
              <Trans>Unsaved changes</Trans>
            </span>
          )}
        </div>
      )}
      {saved && (
        <Button
          type="button"
          variant="outline"
          className="flex-1 sm:flex-none"
          pending={pending}
          onClick={onActivate}
        >
          <Trans>Save and activate</Trans>
        </Button>
      )}
      <Button type="submit" form={formId} className="flex-1 sm:flex-none" pending={pending}>
        <Trans>Save</Trans>
      </Button>
    </div>
  );
}
