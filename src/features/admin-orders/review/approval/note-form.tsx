import { Button, chakra, Field, HStack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { APPROVAL_TEXT_MAX } from '@/backend';
import { serverMessage } from '../../api/orders-api';

/**
 * A written note of the check (the checker's question, the maker's answer): required, kept as typed when the
 * service refuses it, with the service's reason under it.
 */
export function NoteForm({
  label,
  placeholder,
  emptyMessage,
  submitLabel,
  pending,
  autoFocus = false,
  send,
  onCancel,
}: {
  label: string;
  placeholder: string;
  /** Said when it is sent empty. */
  emptyMessage: string;
  submitLabel: string;
  pending: boolean;
  autoFocus?: boolean;
  /** Sends the text; a refusal is thrown. */
  send: (text: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(emptyMessage);
      return;
    }
    setError(null);
    try {
      await send(text);
    } catch (caught) {
      console.error(`Error sending "${label}"`, caught);
      setError(serverMessage(caught));
    }
  };
  return (
    <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={(e) => void submit(e)} noValidate>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{label}</Field.Label>
        <Textarea
          autoFocus={autoFocus}
          rows={2}
          maxLength={APPROVAL_TEXT_MAX}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          placeholder={placeholder}
        />
        {error && <Field.ErrorText color="fg.error">{error}</Field.ErrorText>}
      </Field.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" loading={pending} loadingText={submitLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </HStack>
    </chakra.form>
  );
}
