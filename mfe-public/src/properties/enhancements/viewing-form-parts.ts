/** The attributes marking the listing page's booking form in the server's markup, for enhanceViewingForms. */
export const VIEWING_FORM_PARTS = {
  /** On the form: the JSON endpoint the enhanced form posts to. */
  form: 'data-viewing-form',
  /** The live region the enhanced form reports in. */
  status: 'data-viewing-status',
} as const;
