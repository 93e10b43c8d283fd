import { z } from 'zod';
import { companySchema, emailSchema } from './rules';

/** SPEC §1: the six report types offered. */
export const REPORT_TYPES = [
  'Limited Liability Company',
  'Corporation',
  'Limited Partnership',
  'General Partnership',
  'Revocable Trust',
  'Irrevocable Trust',
] as const;

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const MAX_DOCUMENTS = 10;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The browser's File, or anything shaped like it (tests in Node). */
export type UploadFile = Blob & { readonly name: string };
const uploadFileSchema = z.custom<UploadFile>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as UploadFile).name === 'string' &&
    typeof (v as Blob).size === 'number',
  'Invalid file',
);

export const documentsSchema = z
  .array(uploadFileSchema)
  .min(1, 'Please upload at least one PDF document')
  .max(MAX_DOCUMENTS, `You can upload at most ${MAX_DOCUMENTS} documents`)
  .superRefine((files, ctx) => {
    for (const file of files) {
      const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
      if (!isPdf) ctx.addIssue({ code: 'custom', message: `${file.name} is not a PDF. Only PDF files are accepted` });
      else if (file.size === 0) ctx.addIssue({ code: 'custom', message: `${file.name} is empty` });
      else if (file.size > MAX_DOCUMENT_BYTES)
        ctx.addIssue({
          code: 'custom',
          message: `${file.name} is larger than 20 MB. Each file must be 20 MB or smaller`,
        });
    }
  });

export const orderRequestInputSchema = z.object({
  name: z.string().trim().min(1, 'Your name is required').max(200, 'Your name must be less than 200 characters'),
  email: emailSchema,
  company: companySchema.default(''),
  entityLegalName: z
    .string()
    .trim()
    .min(1, 'Entity legal name is required')
    .max(300, 'Entity legal name must be less than 300 characters'),
  formationState: z.enum(US_STATES, { message: 'Please choose the formation state' }),
  reportType: z.enum(REPORT_TYPES, { message: 'Please choose a report type' }),
  documents: documentsSchema,
});
export type OrderRequestInput = z.input<typeof orderRequestInputSchema>;
