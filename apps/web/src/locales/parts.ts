/**
 * The sections of the locale texts (top-level keys of en.json, es.json, de.json) the sign-in page
 * shows. The build splits each language in two (locale-parts.ts): these load with the first page,
 * the rest with the signed-in area, so the sign-in page does not download every screen's texts.
 */
export const SIGN_IN_SECTIONS: readonly string[] = ['common', 'login', 'session', 'contractAgreement'];

export type TextsPart = 'sign-in' | 'app';
