import type { translation as schema } from '../../schemas/requests/translation';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import {
  addDays,
  DEMO_TODAY,
  TRANSLATION_TEXTS,
  textsOf,
  translationRequestPlans,
  translationTitle,
} from './translation-requests';

type Row = DemoRow<typeof schema>;

// Translations supporters delivered: one for each translation request that is
// in progress (a draft) or done (submitted or approved), then texts translated
// outside any request (profiles and job posts), for candidates and supporters
// 0–4 first.

const random = randomSource(4303);

type Language = 'en' | 'ja' | 'vi';

interface Delivery {
  request?: number;
  text: number;
  translator: number;
  company?: number;
  candidate?: number;
  target: Language;
  deliveredOn?: string;
  status: 'draft' | 'submitted' | 'approved';
}

const fromRequests: Delivery[] = translationRequestPlans.flatMap((plan, request) => {
  if ((plan.status !== 'in_progress' && plan.status !== 'done') || plan.translator === undefined) return [];
  const delivered = plan.status === 'done';
  // Delivered before the due day; recent deliveries may still wait for approval.
  const onTime = delivered
    ? addDays(
        plan.askedOn,
        random.int(3, Math.max(3, (Date.parse(plan.dueOn) - Date.parse(plan.askedOn)) / 86_400_000)),
      )
    : undefined;
  const yesterday = addDays(DEMO_TODAY, -1);
  const deliveredOn = onTime && onTime > yesterday ? yesterday : onTime;
  const status = !delivered
    ? 'draft'
    : deliveredOn! > addDays(DEMO_TODAY, -30) && random.chance(0.6)
      ? 'submitted'
      : 'approved';
  return [
    {
      request,
      text: plan.text,
      translator: plan.translator,
      company: plan.company,
      candidate: plan.candidate,
      target: plan.target,
      deliveredOn,
      status,
    },
  ];
});

/** Texts translated without a request: candidates 0–4 by supporters 0–4, then others. */
const standalone: Delivery[] = Array.from({ length: Math.max(28, 64 - fromRequests.length) }, (_, i) => {
  const showcase = i < 10;
  const byCompany = !showcase && random.chance(0.4);
  const owner = byCompany ? 'company' : 'candidate';
  const requester = showcase ? i % 5 : byCompany ? random.int(0, 339) : random.int(5, 999);
  const status = random.pick(['draft', 'submitted', 'approved', 'approved', 'approved'] as const);
  return {
    text: random.pick(textsOf(owner)),
    translator: showcase ? (i < 5 ? i : random.int(5, 29)) : random.int(0, 29),
    ...(byCompany ? { company: requester } : { candidate: requester }),
    target: byCompany ? random.pick(['vi', 'en'] as const) : random.pick(['ja', 'ja', 'en'] as const),
    // A submitted translation waits for approval: delivered in the last month.
    deliveredOn:
      status === 'draft'
        ? undefined
        : addDays(DEMO_TODAY, -(status === 'submitted' ? random.int(1, 30) : random.int(20, 630))),
    status,
  };
});

export const translations: Row[] = [...fromRequests, ...standalone].map((d): Row => {
  const text = TRANSLATION_TEXTS[d.text];
  const source: Language = text.owner === 'company' ? 'ja' : 'vi';
  return {
    title: translationTitle(text, d.target),
    ...(d.request !== undefined ? ({ translation_request_id: nth(d.request) } satisfies Row) : {}),
    translator_id: nth(d.translator),
    ...(d.candidate !== undefined ? ({ candidate_id: nth(d.candidate) } satisfies Row) : {}),
    ...(d.company !== undefined ? ({ company_id: nth(d.company) } satisfies Row) : {}),
    source_language: source,
    target_language: d.target,
    source_text: text.texts[source],
    // A draft may still be unfinished: its first sentence only.
    translated_text: d.status === 'draft' ? text.texts[d.target].split(/(?<=[。.])\s*/)[0] : text.texts[d.target],
    ...(d.deliveredOn ? ({ delivered_on: d.deliveredOn } satisfies Row) : {}),
    status: d.status,
  };
});
