import { z } from 'zod';

/** A tenancy's documents staff upload: the signed agreement and IRAS's stamp certificate. */
export const TENANCY_DOCUMENT_KINDS = ['agreement', 'stamp_certificate'] as const;
export type TenancyDocumentKind = (typeof TENANCY_DOCUMENT_KINDS)[number];
export const TENANCY_DOCUMENT_KIND_LABELS: Record<TenancyDocumentKind, string> = {
  agreement: 'Signed tenancy agreement',
  stamp_certificate: 'Stamp certificate',
};

/** What a document may be, told by its first bytes. */
export const TENANCY_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TenancyDocumentType = (typeof TENANCY_DOCUMENT_TYPES)[number];
export const MAX_TENANCY_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const TenancyDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(TENANCY_DOCUMENT_KINDS),
  label: z.string(),
  filename: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** Where the signed-in viewer downloads it (staff's or the portal's route). */
  url: z.string(),
});
export type TenancyDocument = z.infer<typeof TenancyDocumentSchema>;
export const TenancyDocumentListSchema = z.object({ items: z.array(TenancyDocumentSchema) });
export type TenancyDocumentList = z.infer<typeof TenancyDocumentListSchema>;

export const TENANCY_DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  fileRequired: 'Choose a file to upload',
  kindRequired: 'Choose agreement or stamp certificate',
  wrongType: 'Upload the document as a PDF, JPEG or PNG file',
  tooLarge: 'A document is at most 10 MB',
} as const;
