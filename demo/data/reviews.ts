import type { review as schema } from '../../schemas/jobs/review';
import type { DemoRow } from '../rows';
import { nth, randomSource } from './demo';
import { APPLICATION_FACTS } from './job-applications';
import { JOB_FACTS } from './jobs';

type Row = DemoRow<typeof schema>;

// Reviews of companies by candidates they hired (about half write one), in
// the writer's language; a few were hidden by admins.

type Bucket = 'good' | 'mixed' | 'poor';
const TEXTS: Record<Bucket, [title: string, body: string][]> = {
  good: [
    [
      'Môi trường làm việc thân thiện',
      'Các anh chị người Nhật rất tốt bụng, hướng dẫn công việc cẩn thận. Ký túc xá sạch sẽ, gần nơi làm việc.',
    ],
    [
      'Công ty hỗ trợ rất nhiều',
      'Công ty hỗ trợ làm thủ tục visa, mở tài khoản ngân hàng và đăng ký điện thoại. Lương trả đúng hạn.',
    ],
    ['働きやすい職場です', '先輩が丁寧に教えてくれます。日本語の勉強もサポートしてもらえます。'],
    [
      'Good place to start in Japan',
      "Clear training, fair overtime pay and friendly colleagues. I passed JLPT N3 with the company's lessons.",
    ],
  ],
  mixed: [
    ['Công việc ổn nhưng hơi vất vả', 'Lương ổn nhưng mùa cao điểm làm thêm giờ nhiều. Cấp trên dễ tính.'],
    ['普通です', '仕事内容は説明どおりでした。ただ、シフトの変更が多いです。'],
    ['Decent, but far from the station', 'The work is as described, but the commute takes over an hour each way.'],
  ],
  poor: [
    ['Không giống như mô tả', 'Thực tế làm thêm giờ nhiều hơn so với lúc phỏng vấn. Ký túc xá chật.'],
    ['説明と違う点がありました', '面接で聞いた勤務時間と実際の勤務時間が違いました。'],
    [
      'Communication could be better',
      'Instructions were only given in fast Japanese and nobody explained the safety rules to us.',
    ],
  ],
};

const r = randomSource(12_345);
const bucketOf = (rating: number): Bucket => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');
const ratingOf = () => {
  const x = r.next();
  return x < 0.3 ? 5 : x < 0.65 ? 4 : x < 0.85 ? 3 : x < 0.95 ? 2 : 1;
};

const list: Row[] = [];
APPLICATION_FACTS.forEach((a, i) => {
  if (a.status !== 'accepted' || !(i < 25 || r.chance(0.5))) return;
  const rating = ratingOf();
  const [title, body] = r.pick(TEXTS[bucketOf(rating)]);
  list.push({
    company_id: nth(JOB_FACTS[a.job].company),
    // A few writers chose to stay anonymous.
    candidate_id: r.chance(0.1) ? null : nth(a.candidate),
    rating,
    title,
    body,
    status: r.chance(rating <= 2 ? 0.3 : 0.05) ? 'hidden' : 'published',
  });
});

export const reviews: Row[] = list;
