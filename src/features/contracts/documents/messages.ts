import { i18n, params } from '../../../lib/i18n'

/** A contract's documents: the editor's Documents tab, its uploads and its list. */
export const contractDocumentMessages = i18n('contractDocuments', {
  tab: 'Documents',
  /** A document added or deleted, in the contract's history. */
  document: 'Document',
  // Uploading
  upload: 'Upload documents',
  kind: 'Kind',
  expiresOn: 'Expiry date',
  clearExpiry: 'Clear the expiry date',
  expiresOnDescription: params('Optional. Admins are told {days} days before.'),
  chooseFiles: 'Choose files or drop them here',
  dropFiles: 'Drop the files to upload them',
  fileInput: 'Documents to upload',
  fileHint: params(
    'They are uploaded at once, with the kind and expiry date above. At most {size} MB a file.',
  ),
  kilobytes: params('{size} kB'),
  megabytes: params('{size} MB'),
  uploads: 'Uploads',
  progress: params('Progress of {name}'),
  sending: params('Uploading… {percent}%'),
  uploaded: 'Uploaded',
  tooLarge: params('Not sent: larger than {size} MB, the most a document may be.'),
  contractGone: 'Not uploaded: the contract is no longer there (terminated, perhaps).',
  dismiss: params('Dismiss {name}'),
  field_file: 'File',
  field_kind: 'Kind',
  field_expires_on: 'Expiry date',
  // What a document is
  kind_contract: 'Contract',
  kind_sow: 'Statement of work',
  kind_purchase_order: 'Purchase order',
  kind_nda: 'Non-disclosure agreement',
  kind_insurance: 'Insurance',
  kind_other: 'Other',
  // The list
  table: 'Documents of the contract',
  columnName: 'Name',
  columnSize: 'Size',
  columnExpires: 'Expires',
  columnUploadedBy: 'Uploaded by',
  columnUploadedAt: 'Uploaded',
  download: params('Download {name}'),
  downloadFailed: 'The document could not be downloaded',
  expired: 'Expired',
  expiresSoon: 'Expires soon',
  delete: 'Delete',
  deleteDocument: params('Delete {name}'),
  deleteTitle: params('Delete {name}?'),
  deleteText:
    'It is removed from the contract for every admin. The contract’s history keeps that it was deleted.',
  keep: 'Keep it',
  deleted: params('{name} was deleted.'),
  deleteFailed: 'The document could not be deleted',
  loading: 'Loading the documents',
  loadFailed: 'The documents could not be loaded',
  empty: 'No documents yet',
  emptyText:
    'The contract itself, statements of work, purchase orders and certificates uploaded above are listed here.',
})

export type ContractDocumentMessages = ReturnType<typeof contractDocumentMessages.get>
