import {
  IMPORT_LIMITS,
  ImportMappingDetails,
  type RecipientImportResult,
} from '@gaceta/shared/newsletter/recipients';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { FormDialog } from '@/components/form/form-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { translateFieldMessage } from '@/lib/error-messages';
import { type ImportMapping, useImportRecipients } from '../api/import-recipients';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface MappingStep {
  headers: string[];
  /** A few values of each column, by header. */
  samples: Record<string, string[]>;
}

/**
 * The mapping step's start from an IMPORT_NO_EMAIL_COLUMN answer: the headers it lists with a few
 * values of each, the column whose values are addresses as the email column (else the first), and
 * the name, surname and language columns the API recognised by their headers.
 */
function mappingOf(details: unknown): MappingStep & { mapping: ImportMapping } {
  const parsed = v.safeParse(ImportMappingDetails, details);
  const answer: ImportMappingDetails = parsed.success ? parsed.output : { headers: [], samples: {} };
  const { headers, samples } = answer;
  const listed = (header: string | undefined) => (header && headers.includes(header) ? header : '');
  return {
    headers,
    samples,
    mapping: {
      email_column: listed(answer.email_column) || (headers[0] ?? ''),
      name_column: listed(answer.name_column),
      surname_column: listed(answer.surname_column),
      language_column: listed(answer.language_column),
    },
  };
}

/**
 * Import recipients from a CSV or XLSX file. When the file's email column is not recognised by
 * its header, a mapping step asks which column holds the addresses (and the names and languages); the answer
 * then lists each refused line with its number and reason.
 */
export function ImportRecipientsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <ImportForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const run = useImportRecipients();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // Kept while the mapped import runs, so the step does not flicker away.
  const [step, setStep] = useState<MappingStep | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({
    email_column: '',
    name_column: '',
    surname_column: '',
    language_column: '',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(t`Choose a CSV or XLSX file`);
      return;
    }
    run.mutate(
      { file, mapping: step ? mapping : undefined },
      {
        onError: (error) => {
          if ('code' in error && error.code === 'IMPORT_NO_EMAIL_COLUMN' && 'details' in error) {
            const { mapping, ...found } = mappingOf(error.details);
            setStep(found);
            setMapping(mapping);
          }
        },
      },
    );
  };

  if (run.data) return <ImportReport result={run.data} onDone={onDone} />;
  const mappingNeeded = step !== null;
  const showError =
    run.error && !(mappingNeeded && 'code' in run.error && run.error.code === 'IMPORT_NO_EMAIL_COLUMN');

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Import recipients</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            A CSV or Excel (XLSX) file with at most {IMPORT_LIMITS.contacts} contacts: a column of email
            addresses and, if you wish, the names (in one column, or a first name and surnames). Addresses
            already listed are merged, and people who unsubscribed are not subscribed again.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      {showError && <ErrorAlert error={run.error} />}
      <form noValidate onSubmit={submit} className="grid gap-5">
        <Field label={t`File`} error={fileError}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept={ACCEPT}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(undefined);
                setStep(null);
                run.reset();
              }}
            />
          )}
        </Field>
        {step && (
          <fieldset className="grid gap-4 rounded-md border p-4">
            <legend className="px-1 text-sm font-medium">
              <Trans>Which columns hold the addresses, the names and the languages?</Trans>
            </legend>
            <Alert>
              <Trans>
                We did not recognise the email column by its header. Check the columns chosen below, by the
                first values shown under each, and import again.
              </Trans>
            </Alert>
            <div className="grid gap-4 sm:grid-cols-2">
              <ColumnSelect
                label={t`Email column`}
                step={step}
                value={mapping.email_column}
                onChange={(email_column) => setMapping({ ...mapping, email_column })}
              />
              <ColumnSelect
                label={t`Name column (optional)`}
                none={t`No name column`}
                step={step}
                value={mapping.name_column}
                onChange={(name_column) => setMapping({ ...mapping, name_column })}
              />
              <ColumnSelect
                label={t`Surname column (optional)`}
                hint={t`Added after the name, as in “Nombre” and “Apellidos”.`}
                none={t`No surname column`}
                step={step}
                value={mapping.surname_column}
                onChange={(surname_column) => setMapping({ ...mapping, surname_column })}
              />
              <ColumnSelect
                label={t`Language column (optional)`}
                hint={t`Codes such as “es” or names such as “Español”; without one, the office's language.`}
                none={t`No language column`}
                step={step}
                value={mapping.language_column}
                onChange={(language_column) => setMapping({ ...mapping, language_column })}
              />
            </div>
          </fieldset>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={run.isPending}>
            <Trans>Import</Trans>
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

/**
 * A column of the mapping step: one of the file's headers, or (given `none`) none; under its label,
 * its hint and the first values of the column chosen, so that the person sees what it holds.
 */
function ColumnSelect({
  label,
  hint,
  none,
  step,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  none?: string;
  step: MappingStep;
  value: string;
  onChange: (header: string) => void;
}) {
  const values = (step.samples[value] ?? []).join(', ');
  const samples: ReactNode = value && (
    <span className="block truncate">
      {values ? <Trans>Values: {values}</Trans> : <Trans>This column is empty.</Trans>}
    </span>
  );
  return (
    <Field
      label={label}
      description={
        (hint || samples) && (
          <>
            {hint && <span className="block">{hint}</span>}
            {samples}
          </>
        )
      }
    >
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {none && <option value="">{none}</option>}
          {step.headers.map((header) => (
            <option key={header} value={header}>
              {header}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** What the import did: the counts, and each refused line with its number and reason. */
export function ImportReport({ result, onDone }: { result: RecipientImportResult; onDone: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Import finished</Trans>
        </DialogTitle>
        <DialogDescription>
          <Plural value={result.imported} one="# recipient added" other="# recipients added" />,{' '}
          <Plural
            value={result.merged}
            one="# merged with an existing one"
            other="# merged with existing ones"
          />
          , <Plural value={result.refused} one="# line refused" other="# lines refused" />.
        </DialogDescription>
      </DialogHeader>
      {result.refused_lines.length > 0 && (
        <div className="max-h-72 overflow-y-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>
                  <Trans>Line</Trans>
                </TableHead>
                <TableHead>
                  <Trans>Email</Trans>
                </TableHead>
                <TableHead>
                  <Trans>Reason</Trans>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.refused_lines.map((line) => (
                <TableRow key={line.line}>
                  <TableCell className="tabular-nums">{line.line}</TableCell>
                  <TableCell className="break-all">{line.email}</TableCell>
                  <TableCell>
                    {translateFieldMessage(line.reason as Parameters<typeof translateFieldMessage>[0])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          <Trans>Close</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
