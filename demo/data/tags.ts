import type { tag as schema } from '../../schemas/masters/tag';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [slug, English, Japanese, Vietnamese]
type Entry = [string, string, string, string];

function topic(sort_order: number, [slug, en, ja, vi]: Entry, children: Entry[]): Row {
  return {
    names: names(en, ja, vi),
    slug,
    sort_order,
    active: true,
    $children: children.map(([cslug, cen, cja, cvi], i): Row => ({
      names: names(cen, cja, cvi),
      slug: cslug,
      sort_order: i + 1,
      active: true,
    })),
  };
}

export const tags: Row[] = [
  topic(
    1,
    ['visa', 'Visa', 'ビザ', 'Visa'],
    [
      ['work-visa', 'Work visa', '就労ビザ', 'Visa lao động'],
      ['residence-card-renewal', 'Residence card renewal', '在留カードの更新', 'Gia hạn thẻ ngoại kiều'],
      ['permanent-residency', 'Permanent residency', '永住権', 'Vĩnh trú'],
      ['student-visa', 'Student visa', '留学ビザ', 'Visa du học'],
    ],
  ),
  topic(
    2,
    ['work', 'Work', '仕事', 'Công việc'],
    [
      ['job-hunting', 'Job hunting', '就職活動', 'Tìm việc làm'],
      ['specified-skilled-worker', 'Specified skilled worker', '特定技能', 'Kỹ năng đặc định'],
      ['technical-intern-training', 'Technical intern training', '技能実習', 'Thực tập sinh kỹ năng'],
      ['overtime-and-labor-law', 'Overtime and labor law', '残業・労働法', 'Làm thêm giờ và luật lao động'],
    ],
  ),
  topic(
    3,
    ['housing', 'Housing', '住まい', 'Nhà ở'],
    [
      ['renting-an-apartment', 'Renting an apartment', 'アパートの賃貸', 'Thuê căn hộ'],
      ['share-house', 'Share house', 'シェアハウス', 'Nhà ở chung'],
      ['utilities', 'Utilities', '電気・ガス・水道', 'Điện, gas và nước'],
    ],
  ),
  topic(
    4,
    ['japanese-language', 'Japanese language', '日本語', 'Tiếng Nhật'],
    [
      ['jlpt-n1', 'JLPT N1', 'JLPT N1', 'JLPT N1'],
      ['jlpt-n2', 'JLPT N2', 'JLPT N2', 'JLPT N2'],
      ['jlpt-n3', 'JLPT N3', 'JLPT N3', 'JLPT N3'],
      ['keigo', 'Honorific language (keigo)', '敬語', 'Kính ngữ'],
    ],
  ),
  topic(
    5,
    ['daily-life', 'Daily life', '日常生活', 'Cuộc sống hằng ngày'],
    [
      ['healthcare', 'Hospitals and healthcare', '病院・医療', 'Bệnh viện và y tế'],
      ['garbage-sorting', 'Garbage sorting', 'ゴミの分別', 'Phân loại rác'],
      ['mobile-phone', 'Mobile phone and internet', '携帯電話・インターネット', 'Điện thoại và internet'],
    ],
  ),
  topic(
    6,
    ['money', 'Money', 'お金', 'Tiền bạc'],
    [
      ['taxes', 'Taxes', '税金', 'Thuế'],
      ['pension-refund', 'Pension lump-sum refund', '年金の脱退一時金', 'Rút tiền lương hưu một lần (nenkin)'],
      ['sending-money-home', 'Sending money home', '海外送金', 'Chuyển tiền về nước'],
      ['bank-account', 'Bank account', '銀行口座', 'Tài khoản ngân hàng'],
    ],
  ),
];
