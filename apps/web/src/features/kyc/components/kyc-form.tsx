import { lagosDate } from '@imole/domain/dates';
import {
  BVN_LENGTH,
  MAX_KYC_FILE_BYTES,
  NUBAN_LENGTH,
  STATEMENT_MONTHS,
  kycFailure,
  latestDateOfBirth,
  meansOfIdLabels,
  type KycField,
  type KycInput,
  type MeansOfId,
} from '@imole/domain/kyc';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ImageShrinkError, imageMessages } from '../../../lib/image-shrink.ts';
import { requestStatusOf } from '../../../lib/request-status.ts';
import { useBankList } from '../api/get-bank-list.ts';
import { useUpdateKyc } from '../api/update-kyc.ts';
import { readAsDataUrl, shrinkIdImage, type ShrunkImage } from '../id-image.ts';
import { FileField, fileSize } from './file-field.tsx';

export type KycAudience = 'customer' | 'staff';

interface KycFormProps {
  quoteRequestId: number;
  /** The customer themself, or staff / their agent acting for them (other words, the same rules). */
  audience: KycAudience;
  /** After the server said isSuccess: its message. */
  onSaved(message: string): void;
}

const meansOfIdOptions = Object.entries(meansOfIdLabels).map(([value, label]) => ({ value, label }));
/** Non-digits out first, then the length: no maxLength, which would cut "223-4567-8901" pasted to 9 digits. */
const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

type PhotoState = { kind: 'none' } | { kind: 'shrinking' } | { kind: 'ready'; image: ShrunkImage; name: string };

/**
 * The KYC form (staff spec §5 "KYC"; docs/kyc.md "The customer's pages"): the fields in the spec's order, the first
 * failure shown under its field (kycFailure, the server's own rule), then POST SmileId/UpdateKyc with the files as
 * base64. The ID photo is shrunk as soon as it is chosen, so the upload is small and the wait happens once.
 */
export function KycForm({ quoteRequestId, audience, onSaved }: KycFormProps) {
  const [today] = useState(() => lagosDate(new Date()));
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [bvn, setBvn] = useState('');
  const [bankId, setBankId] = useState('');
  const [statement, setStatement] = useState<File | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [meansOfId, setMeansOfId] = useState('');
  const [photo, setPhoto] = useState<PhotoState>({ kind: 'none' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const banks = useBankList();
  const save = useUpdateKyc();

  const input: KycInput = {
    dateOfBirth,
    bvn,
    bankId,
    stateOfAccount: statement ? { type: statement.type, size: statement.size } : null,
    accountNumber,
    accountName,
    meansOfId,
    meansOfIdImage: photo.kind === 'ready' ? { type: photo.image.type, size: photo.image.bytes } : null,
  };
  const failure = tried ? kycFailure(input, today) : null;
  const errorOf = (field: KycField) => (failure?.field === field ? failure.message : undefined);

  const choosePhoto = async (file: File | null) => {
    setPhotoError(null);
    if (!file) return setPhoto({ kind: 'none' });
    setPhoto({ kind: 'shrinking' });
    try {
      setPhoto({ kind: 'ready', image: await shrinkIdImage(file), name: file.name });
    } catch (error) {
      setPhoto({ kind: 'none' });
      setPhotoError(error instanceof ImageShrinkError ? error.message : imageMessages.unreadable);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setAnswer(null);
    const first = kycFailure(input, today);
    if (first || !statement || photo.kind !== 'ready') {
      // Each field is named after its rule's field, so the first failure's field takes the focus.
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({
        quoteRequestId,
        dateOfBirth,
        bvn,
        bankId: Number(bankId),
        stateOfAccount: await readAsDataUrl(statement),
        accountNumber,
        accountName: accountName.trim(),
        meansOfId: Number(meansOfId) as MeansOfId,
        meansOfIdImage: photo.image.dataUrl,
      });
      setAnswer({ ok: saved.isSuccess, message: saved.message });
      if (saved.isSuccess) onSaved(saved.message);
    } catch (error) {
      setAnswer({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        max={latestDateOfBirth(today)}
        hint={audience === 'customer' ? 'As on your ID. You must be 18 or older.' : 'As on their ID; 18 or older.'}
        value={dateOfBirth}
        onChange={(event) => setDateOfBirth(event.target.value)}
        error={errorOf('dateOfBirth')}
      />
      <TextField
        name="bvn"
        label="BVN (Bank Verification Number)"
        inputMode="numeric"
        autoComplete="off"
        hint={`${BVN_LENGTH} digits. ${audience === 'customer' ? 'Dial' : 'The customer can dial'} *565*0# from the phone number registered with the bank to see it.`}
        value={bvn}
        onChange={(event) => setBvn(digitsOnly(event.target.value, BVN_LENGTH))}
        error={errorOf('bvn')}
      />
      <BankField value={bankId} onChange={setBankId} error={errorOf('bankId')} banks={banks} />
      <FileField
        name="stateOfAccount"
        label="Statement of account"
        accept="application/pdf"
        testId="statement-input"
        hint={
          <>
            <p className="font-medium text-ink-800">It must cover more than {STATEMENT_MONTHS} months, up to today.</p>
            <p>A PDF from the bank or its app, at most {MAX_KYC_FILE_BYTES / 1024 / 1024} MB.</p>
          </>
        }
        chosen={statement && `${statement.name} · ${fileSize(statement.size)}`}
        error={errorOf('stateOfAccount')}
        onFile={setStatement}
      />
      <TextField
        name="accountNumber"
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        hint={`The ${NUBAN_LENGTH}-digit number of the account on the statement.`}
        value={accountNumber}
        onChange={(event) => setAccountNumber(digitsOnly(event.target.value, NUBAN_LENGTH))}
        error={errorOf('accountNumber')}
      />
      <TextField
        name="accountName"
        label="Account name"
        autoComplete="off"
        hint="As the bank writes it."
        value={accountName}
        onChange={(event) => setAccountName(event.target.value)}
        error={errorOf('accountName')}
      />
      <SelectField
        name="meansOfId"
        label="Means of identification"
        placeholder="Select your means of identification"
        options={meansOfIdOptions}
        value={meansOfId}
        onChange={(event) => setMeansOfId(event.target.value)}
        error={errorOf('meansOfId')}
      />
      <FileField
        name="meansOfIdImage"
        label="Photo of the ID"
        accept="image/*"
        testId="id-image-input"
        hint="A clear photo of the whole card, the words readable. We make it smaller before sending."
        chosen={<PhotoChosen photo={photo} />}
        error={photoError ?? errorOf('meansOfIdImage')}
        onFile={(file) => void choosePhoto(file)}
      />
      <Consent audience={audience} />
      {answer && (
        <Alert tone={answer.ok ? 'success' : 'error'} onDismiss={() => setAnswer(null)}>
          <p>{answer.message}</p>
        </Alert>
      )}
      <Button
        type="submit"
        block
        state={requestStatusOf(save.status)}
        loadingLabel="Sending the details"
        disabled={photo.kind === 'shrinking'}
      >
        {photo.kind === 'shrinking' ? 'Preparing the photo…' : 'Submit details'}
      </Button>
    </form>
  );
}

function BankField({
  value,
  onChange,
  error,
  banks,
}: {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  banks: ReturnType<typeof useBankList>;
}) {
  const options = (banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        name="bankId"
        label="Bank"
        placeholder={banks.isPending ? 'Loading banks…' : 'Select your bank'}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      {banks.isError && (
        <Alert tone="error" title="We could not load the banks">
          <p>{banks.error.message}</p>
          <button type="button" className="mt-1 font-semibold underline" onClick={() => void banks.refetch()}>
            Try again
          </button>
        </Alert>
      )}
    </div>
  );
}

function PhotoChosen({ photo }: { photo: PhotoState }) {
  if (photo.kind === 'shrinking') return <p role="status">Making the photo smaller…</p>;
  if (photo.kind !== 'ready') return null;
  return (
    <div className="flex items-center gap-3">
      <img src={photo.image.dataUrl} alt="The ID photo to send" className="h-16 w-24 rounded-lg object-cover" />
      <p>
        {photo.name} · ready to send ({fileSize(photo.image.bytes)})
      </p>
    </div>
  );
}

/** What is collected, why and for how long (NDPA 2023; docs/kyc.md "Consent"), in plain words, before submit. */
function Consent({ audience }: { audience: KycAudience }) {
  return (
    <p className="rounded-xl bg-ink-100 p-3 text-sm text-ink-800" data-testid="kyc-consent">
      {audience === 'customer'
        ? 'By submitting, you agree that we use your date of birth, BVN, bank details, statement and ID photo to ' +
          'confirm who you are for this credit. We keep them while you repay and for five years after, as the law ' +
          'asks, then delete them. Only the few of our staff who check identities can open them.'
        : 'Enter only what the customer gave you for this credit, with their agreement. We use it to confirm who ' +
          'they are, keep it while they repay and for five years after, as the law asks, then delete it.'}
    </p>
  );
}
