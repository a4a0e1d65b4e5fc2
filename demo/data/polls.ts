import type { poll as schema } from '../../schemas/jobs/poll';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { addDays, TODAY } from './jobs';

type Row = DemoRow<typeof schema>;

// Short surveys: companies and supporters get them in Japanese, candidates in
// Vietnamese. Each is sent to one of them; the first fifteen go to companies,
// candidates and supporters 0–4.

type Target = 'company' | 'candidate' | 'translator';
const QUESTIONS: Record<Target, [string, string[]][]> = {
  company: [
    ['来年度の外国人材の採用予定人数を教えてください。', ['1〜2名', '3〜5名', '6〜10名', '11名以上', '未定']],
    ['当サービスの満足度を教えてください。', ['とても満足', '満足', '普通', '不満']],
    ['特定技能外国人の受け入れ経験はありますか？', ['あり', 'なし', '検討中']],
  ],
  candidate: [
    [
      'Bạn muốn làm việc tại khu vực nào của Nhật Bản?',
      [
        'Kanto (Tokyo, Yokohama)',
        'Kansai (Osaka, Kyoto)',
        'Chubu (Nagoya)',
        'Hokkaido',
        'Kyushu (Fukuoka)',
        'Ở đâu cũng được',
      ],
    ],
    ['Trình độ tiếng Nhật hiện tại của bạn là gì?', ['N1', 'N2', 'N3', 'N4', 'N5', 'Chưa có chứng chỉ']],
    [
      'Bạn biết đến dịch vụ của chúng tôi qua kênh nào?',
      ['Facebook', 'TikTok', 'Bạn bè giới thiệu', 'Trung tâm phái cử', 'Khác'],
    ],
  ],
  translator: [
    ['今月対応可能な通訳の日数を教えてください。', ['0日', '1〜5日', '6〜10日', '11日以上']],
    ['オンライン通訳に対応できますか？', ['はい', 'いいえ']],
    ['得意な翻訳分野を教えてください。', ['介護', '製造', '建設', 'IT', '法律・在留手続き']],
  ],
};
const SIZE: Record<Target, number> = { company: 300, candidate: 1000, translator: 30 };
const TARGETS: Target[] = ['company', 'candidate', 'translator'];

const r = randomSource(60_606);
export const polls: Row[] = Array.from({ length: 180 }, (_, i): Row => {
  // The first 20 go to companies, candidates and supporters 0–4 and brokers 300–304, so their pages show some.
  const target = i < 15 ? TARGETS[Math.floor(i / 5)] : i < 20 ? 'company' : r.pick(TARGETS);
  const who = i < 15 ? i % 5 : i < 20 ? 300 + (i - 15) : r.int(0, SIZE[target] - 1);
  const [question, options] = r.pick(QUESTIONS[target]);
  const x = r.next();
  const status = x < 0.35 ? 'open' : x < 0.85 ? 'answered' : 'closed';
  const answered = status === 'answered' || (status === 'closed' && r.chance(0.5));
  return {
    question,
    options,
    company_id: target === 'company' ? nth(who) : null,
    candidate_id: target === 'candidate' ? nth(who) : null,
    translator_id: target === 'translator' ? nth(who) : null,
    answer: answered ? r.pick(options) : null,
    answered_at: answered
      ? `${addDays(TODAY, -r.int(1, 300))}T${String(r.int(8, 22)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00+09:00`
      : null,
    status,
  };
});
