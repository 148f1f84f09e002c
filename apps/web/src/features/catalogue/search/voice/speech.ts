/**
 * The Web Speech API's recogniser (SpeechRecognition, webkitSpeechRecognition in Chromium and
 * Safari). TypeScript's DOM library types its events but not the recogniser itself.
 */
export interface Recogniser extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecogniserClass = new () => Recogniser;

/** The browser's recogniser class, or null when voice search is not supported. */
export function speechRecognition(): RecogniserClass | null {
  const w = window as unknown as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const candidate = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof candidate === 'function' ? (candidate as RecogniserClass) : null;
}

/** Recognition language for the app's language (Indian English for English, the client's market). */
export function recognitionLanguage(language: string): string {
  switch (language.slice(0, 2)) {
    case 'es':
      return 'es-ES';
    case 'de':
      return 'de-DE';
    default:
      return 'en-IN';
  }
}
