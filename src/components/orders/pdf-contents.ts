import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { pdfContentIssues, type UploadFile } from '@/backend';

/**
 * The forms' resolver, plus the port's check of each picked document's first bytes (pdfContentIssues): a text file
 * named .pdf gets its message under the documents field when it is picked, as a file named .txt does, and the form
 * is not sent. The adapter checks again before uploading.
 */
export function withPdfContents<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const files = (values as { documents?: unknown }).documents;
    const issues = Array.isArray(files) ? await pdfContentIssues(files as UploadFile[]) : [];
    if (issues.length === 0) return result;
    const errors = result.errors as FieldErrors<FieldValues>;
    const earlier = errors.documents as FieldError | undefined;
    const documents: FieldError = {
      type: earlier?.type ?? 'pdf-contents',
      message: earlier?.message ?? issues[0],
      types: { ...earlier?.types, 'pdf-contents': issues },
    };
    return { values: {}, errors: { ...errors, documents } as FieldErrors<TValues> };
  };
}
