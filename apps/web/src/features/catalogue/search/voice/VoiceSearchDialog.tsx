import { Mic, MicOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { notify } from '../../../../lib/notify';
import { recognitionLanguage, speechRecognition } from './speech';

type Problem = 'denied' | 'noSpeech' | 'noMicrophone' | 'network' | 'failed';

const PROBLEM_OF: Partial<Record<SpeechRecognitionErrorCode, Problem>> = {
  'not-allowed': 'denied',
  'service-not-allowed': 'denied',
  'no-speech': 'noSpeech',
  'audio-capture': 'noMicrophone',
  network: 'network',
};

/**
 * The voice search modal: listens once with the Web Speech API and hands the words to the search
 * field. Without browser support it says so and closes; a refused microphone gets its own message.
 */
export default function VoiceSearchDialog({
  open,
  onOpenChange,
  onTranscript,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onTranscript(text: string): void;
}) {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [heard, setHeard] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const callbacks = useRef({ onOpenChange, onTranscript });
  callbacks.current = { onOpenChange, onTranscript };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts listening on "Try again".
  useEffect(() => {
    if (!open) return;
    const Recognition = speechRecognition();
    if (!Recognition) {
      notify.error(t('search.voice.browserVoiceSearchNotSupport'));
      callbacks.current.onOpenChange(false);
      return;
    }
    setHeard('');
    setProblem(null);
    const recogniser = new Recognition();
    recogniser.lang = recognitionLanguage(i18n.language);
    recogniser.continuous = false;
    recogniser.interimResults = true;
    recogniser.maxAlternatives = 1;
    let done = false;
    let failed = false;
    recogniser.onresult = (event) => {
      let text = '';
      let final = false;
      for (let i = 0; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result?.[0]) continue;
        text += result[0].transcript;
        final ||= result.isFinal;
      }
      setHeard(text);
      if (final && text.trim()) {
        done = true;
        callbacks.current.onTranscript(text.trim());
        callbacks.current.onOpenChange(false);
      }
    };
    recogniser.onerror = (event) => {
      if (event.error === 'aborted') return;
      failed = true;
      setProblem(PROBLEM_OF[event.error] ?? 'failed');
    };
    recogniser.onend = () => {
      if (!done && !failed) setProblem('noSpeech');
    };
    try {
      recogniser.start();
    } catch {
      setProblem('failed');
    }
    return () => {
      recogniser.onresult = null;
      recogniser.onerror = null;
      recogniser.onend = null;
      recogniser.abort();
    };
  }, [open, attempt, i18n.language, t]);

  const listening = problem === null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('search.voice.title')}
      closeLabel={t('common.close')}
    >
      <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="voice-search">
        <span className="relative flex size-24 items-center justify-center">
          {listening ? (
            <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-brand/25" />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative flex size-20 items-center justify-center rounded-full ${listening ? 'bg-brand text-white' : 'bg-slate-100 text-slate-500'}`}
          >
            {listening ? <Mic size={36} /> : <MicOff size={36} />}
          </span>
        </span>
        <div role="status" className="min-h-12">
          {listening ? (
            <>
              <p className="font-semibold text-slate-900">{t('search.voice.listening')}</p>
              <p className="mt-1 text-sm text-slate-600">{heard ? `“${heard}”` : t('search.voice.hint')}</p>
            </>
          ) : (
            <p className="text-sm text-slate-700">{t(`search.voice.problem.${problem}`)}</p>
          )}
        </div>
        <div className="flex w-full gap-2">
          <Button variant="secondary" block onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          {listening ? null : (
            <Button block onClick={() => setAttempt((n) => n + 1)}>
              {t('search.voice.tryAgain')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
