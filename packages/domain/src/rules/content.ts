/**
 * Support helpline and digital content rules both sides apply (returns spec sections 3, 5 and 6;
 * docs/decisions/104): which helpline sections a client shows, and what a media file is by its
 * extension (the spec's list: png, jpg, jpeg, tiff, mp4, mov, pdf, ppt, pptx, doc, docx, xls, xlsx,
 * ods, csv, txt, gif).
 */

/** The helpline contact types (spec: Mobile, Email, ExternalLink). */
export const HELPLINE_TYPES = ['Mobile', 'Email', 'ExternalLink'] as const;
export type HelplineType = (typeof HELPLINE_TYPES)[number];

/** supportHelplineSections entries (mobile, email, external link), read without regard to case or spaces. */
const SECTION_OF: Record<string, HelplineType> = {
  mobile: 'Mobile',
  email: 'Email',
  externallink: 'ExternalLink',
};

/** The contact types a client's supportHelplineSections shows, in the setting's order, once each. */
export function helplineTypesShown(sections: readonly string[]): HelplineType[] {
  const shown: HelplineType[] = [];
  for (const s of sections) {
    const type = SECTION_OF[s.replace(/[\s_-]/g, '').toLowerCase()];
    if (type && !shown.includes(type)) shown.push(type);
  }
  return shown;
}

/** How the app shows a media file: inline (image, video) or as a document opened or downloaded. */
export type MediaKind = 'image' | 'video' | 'document';
export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'document'];

/** Every extension the spec lists, its kind and the type it is served with. */
export const MEDIA_EXTENSIONS = {
  png: { kind: 'image', type: 'image/png' },
  jpg: { kind: 'image', type: 'image/jpeg' },
  jpeg: { kind: 'image', type: 'image/jpeg' },
  gif: { kind: 'image', type: 'image/gif' },
  tiff: { kind: 'image', type: 'image/tiff' },
  mp4: { kind: 'video', type: 'video/mp4' },
  mov: { kind: 'video', type: 'video/quicktime' },
  pdf: { kind: 'document', type: 'application/pdf' },
  ppt: { kind: 'document', type: 'application/vnd.ms-powerpoint' },
  pptx: {
    kind: 'document',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  doc: { kind: 'document', type: 'application/msword' },
  docx: {
    kind: 'document',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { kind: 'document', type: 'application/vnd.ms-excel' },
  xlsx: { kind: 'document', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ods: { kind: 'document', type: 'application/vnd.oasis.opendocument.spreadsheet' },
  csv: { kind: 'document', type: 'text/csv' },
  txt: { kind: 'document', type: 'text/plain' },
} as const satisfies Record<string, { kind: MediaKind; type: string }>;
export type MediaExtension = keyof typeof MEDIA_EXTENSIONS;

export function isMediaExtension(value: string): value is MediaExtension {
  return Object.hasOwn(MEDIA_EXTENSIONS, value);
}

/** The kind of a file type (its extension); documents for anything unknown. */
export function mediaKindOf(fileType: string): MediaKind {
  const ext = fileType.toLowerCase();
  return isMediaExtension(ext) ? MEDIA_EXTENSIONS[ext].kind : 'document';
}

/**
 * Whether a browser shows the file in place: pictures it can draw (not TIFF), MP4 video, and PDF
 * in its own viewer. The rest is downloaded.
 */
export function opensInBrowser(fileType: string): boolean {
  return ['png', 'jpg', 'jpeg', 'gif', 'mp4', 'mov', 'pdf'].includes(fileType.toLowerCase());
}
