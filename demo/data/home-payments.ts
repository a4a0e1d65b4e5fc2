import type { homePayment as schema } from '../../schemas/masters/home-payment';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [kind, English, Japanese, Vietnamese]
const HOME_PAYMENTS: ['term' | 'method' | 'fee', string, string, string][] = [
  ['term', 'Monthly rent', '家賃月払い', 'Thanh toán tiền nhà hằng tháng'],
  ['term', '3 months in advance', '3か月分前払い', 'Thanh toán trước 3 tháng'],
  ['term', '6 months in advance', '6か月分前払い', 'Thanh toán trước 6 tháng'],
  ['term', '1 year in advance', '1年分前払い', 'Thanh toán trước 1 năm'],
  ['term', 'Deposit 1 month', '敷金1か月', 'Đặt cọc 1 tháng'],
  ['term', 'Deposit 2 months', '敷金2か月', 'Đặt cọc 2 tháng'],
  ['term', 'No deposit', '敷金なし', 'Không cần đặt cọc'],
  ['term', 'No key money', '礼金なし', 'Không mất tiền lễ'],
  ['term', 'First month rent-free', 'フリーレント1か月', 'Miễn tiền nhà tháng đầu'],
  ['term', 'Utilities included', '水道光熱費込み', 'Đã bao gồm tiền điện nước'],
  ['method', 'Bank transfer', '銀行振込', 'Chuyển khoản ngân hàng'],
  ['method', 'Cash', '現金', 'Tiền mặt'],
  ['method', 'Credit card', 'クレジットカード', 'Thẻ tín dụng'],
  ['method', 'Direct debit', '口座振替', 'Trích nợ tự động từ tài khoản'],
  ['method', 'Convenience store payment', 'コンビニ払い', 'Thanh toán tại cửa hàng tiện lợi'],
  ['method', 'E-wallet', 'スマホ決済', 'Ví điện tử'],
  ['method', 'QR code payment', 'QRコード決済', 'Thanh toán bằng mã QR'],
  ['fee', 'Key money', '礼金', 'Tiền lễ'],
  ['fee', 'Agency fee', '仲介手数料', 'Phí môi giới'],
  ['fee', 'Management fee', '管理費・共益費', 'Phí quản lý'],
  ['fee', 'Guarantor company fee', '保証会社利用料', 'Phí công ty bảo lãnh'],
  ['fee', 'Fire insurance', '火災保険料', 'Phí bảo hiểm hỏa hoạn'],
  ['fee', 'Renewal fee', '更新料', 'Phí gia hạn hợp đồng'],
  ['fee', 'Move-out cleaning fee', '退去時クリーニング費用', 'Phí dọn dẹp khi trả nhà'],
  ['fee', 'Key exchange fee', '鍵交換費用', 'Phí thay khóa'],
  ['fee', 'Parking fee', '駐車場代', 'Phí gửi xe'],
];

export const homePayments: Row[] = HOME_PAYMENTS.map(([kind, en, ja, vi], i): Row => ({
  names: names(en, ja, vi),
  kind,
  sort_order: i * 10,
  active: true,
}));
