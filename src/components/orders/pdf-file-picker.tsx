import { Box, Button, chakra, CloseButton, Field, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { UploadFile } from '@/backend';

const MB = 1024 * 1024;

/** "120 KB", "4.6 MB". */
export const fileSize = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;

/** Every message for a field; the documents rule reports one per file (react-hook-form with criteriaMode 'all'). */
export function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((v) =>
    Array.isArray(v) ? v : typeof v === 'string' ? [v] : [],
  );
  return all.length > 0 ? [...new Set(all)] : error.message ? [error.message] : [];
}

export interface PdfFilePickerProps {
  /** The field's label, e.g. "Documents". */
  label: ReactNode;
  /** What to upload and the limits, shown inside the drop area and read with the input. */
  help: ReactNode;
  files: readonly UploadFile[];
  onFilesChange: (files: UploadFile[]) => void;
  onBlur?: () => void;
  name?: string;
  /** One message per problem (a file that is not a PDF, too large, ...). */
  errors: readonly string[];
  required?: boolean;
  disabled?: boolean;
}

/**
 * Picks PDFs for an order: a labelled file input (reached with the keyboard; the visible button opens
 * the same dialog), the chosen files with their sizes and a remove button each, and the problems found.
 */
export function PdfFilePicker({
  label,
  help,
  files,
  onFilesChange,
  onBlur,
  name,
  errors,
  required = false,
  disabled = false,
}: PdfFilePickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const inputId = useId();
  const invalid = errors.length > 0;

  const addFiles = (picked: FileList | null) => {
    if (!picked) return;
    const known = new Set(files.map((f) => `${f.name}:${f.size}`));
    onFilesChange([...files, ...Array.from(picked).filter((f) => !known.has(`${f.name}:${f.size}`))]);
    // Lets the same file be picked again after removing it.
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled}>
      <Field.Label htmlFor={inputId} fontSize="lg" fontWeight="semibold">
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="lg"
        p="5"
        bg="bg.subtle"
        _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
      >
        <Stack gap="3" align={{ base: 'stretch', sm: 'start' }}>
          <Text fontSize="sm" color="fg.muted" id={helpId}>
            {help}
          </Text>
          <chakra.input
            ref={fileInput}
            id={inputId}
            type="file"
            multiple
            accept="application/pdf,.pdf"
            aria-describedby={helpId}
            onChange={(e) => addFiles(e.currentTarget.files)}
            onBlur={onBlur}
            name={name}
            disabled={disabled}
            srOnly
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => fileInput.current?.click()}
            aria-hidden="true"
            tabIndex={-1}
            disabled={disabled}
          >
            Choose PDF files
          </Button>
          {files.length > 0 && (
            <List.Root listStyleType="none" gap="2" w="full" aria-label="Selected documents">
              {files.map((file, index) => (
                <List.Item key={`${file.name}:${file.size}`} minW="0">
                  <HStack justify="space-between" bg="bg" borderWidth="1px" rounded="md" px="3" py="1.5" gap="3">
                    <Text fontSize="sm" truncate>
                      {file.name}
                    </Text>
                    <HStack gap="2" flexShrink={0}>
                      <Text fontSize="xs" color="fg.muted">
                        {fileSize(file.size)}
                      </Text>
                      <CloseButton
                        size="2xs"
                        aria-label={`Remove ${file.name}`}
                        disabled={disabled}
                        onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
                      />
                    </HStack>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Box>
      {errors.map((message) => (
        <Field.ErrorText key={message}>{message}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}
