// Where the demo listings are: districts of the housing cities master with a
// station (or a landmark in Vietnam), a postal code and the going rate, named
// in Japanese, English and Vietnamese for the listings and their translations.
import type { Texts } from './jobs';

export interface Place {
  /** English name of the home city (home_cities master). */
  city: string;
  country: 'JP' | 'VN';
  /** The city and district as an address starts, per language [ja, en, vi]. */
  area: Texts;
  /** The district field as the listing's own language writes it. */
  district: string;
  /** Street part of the address, before the block number. */
  street: string;
  station: Texts;
  postal: string;
  /** Monthly rent per m² in the local currency, for a plain unit. */
  rentPerM2: number;
  /** Sale price per m² of floor area (condominiums) in the local currency. */
  pricePerM2: number;
}

type Row = [city: string, ja: string, en: string, district: string, street: string, station: Texts, postal: string, rent: number, price: number];

// Japan: [city, city and ward in Japanese, in English, ward, street, station, postal code, yen/m² a month, yen/m² to buy].
const JAPAN: Row[] = [
  ['Tokyo', '東京都新宿区', 'Shinjuku, Tokyo', '新宿区', '大久保2丁目', ['新大久保駅', 'Shin-Okubo Station', 'ga Shin-Okubo'], '169-0072', 3600, 1_250_000],
  ['Tokyo', '東京都豊島区', 'Toshima, Tokyo', '豊島区', '池袋本町3丁目', ['池袋駅', 'Ikebukuro Station', 'ga Ikebukuro'], '170-0011', 3300, 1_100_000],
  ['Tokyo', '東京都江東区', 'Koto, Tokyo', '江東区', '大島5丁目', ['大島駅', 'Ojima Station', 'ga Ojima'], '136-0072', 3000, 950_000],
  ['Tokyo', '東京都大田区', 'Ota, Tokyo', '大田区', '西蒲田7丁目', ['蒲田駅', 'Kamata Station', 'ga Kamata'], '144-0051', 2900, 850_000],
  ['Tokyo', '東京都江戸川区', 'Edogawa, Tokyo', '江戸川区', '中葛西3丁目', ['葛西駅', 'Kasai Station', 'ga Kasai'], '134-0083', 2600, 750_000],
  ['Tokyo', '東京都足立区', 'Adachi, Tokyo', '足立区', '千住旭町', ['北千住駅', 'Kita-Senju Station', 'ga Kita-Senju'], '120-0026', 2600, 700_000],
  ['Yokohama', '神奈川県横浜市港北区', 'Kohoku, Yokohama', '港北区', '新横浜2丁目', ['新横浜駅', 'Shin-Yokohama Station', 'ga Shin-Yokohama'], '222-0033', 2500, 700_000],
  ['Yokohama', '神奈川県横浜市鶴見区', 'Tsurumi, Yokohama', '鶴見区', '鶴見中央4丁目', ['鶴見駅', 'Tsurumi Station', 'ga Tsurumi'], '230-0051', 2300, 600_000],
  ['Kawasaki', '神奈川県川崎市川崎区', 'Kawasaki-ku, Kawasaki', '川崎区', '砂子2丁目', ['川崎駅', 'Kawasaki Station', 'ga Kawasaki'], '210-0006', 2500, 650_000],
  ['Saitama', '埼玉県さいたま市大宮区', 'Omiya, Saitama', '大宮区', '大門町3丁目', ['大宮駅', 'Omiya Station', 'ga Omiya'], '330-0846', 2200, 600_000],
  ['Chiba', '千葉県千葉市中央区', 'Chuo, Chiba', '中央区', '新町', ['千葉駅', 'Chiba Station', 'ga Chiba'], '260-0028', 2000, 480_000],
  ['Osaka', '大阪府大阪市北区', 'Kita, Osaka', '北区', '天神橋6丁目', ['天神橋筋六丁目駅', 'Tenjimbashisuji 6-chome Station', 'ga Tenjimbashisuji 6-chome'], '530-0041', 2500, 750_000],
  ['Osaka', '大阪府大阪市浪速区', 'Naniwa, Osaka', '浪速区', '難波中2丁目', ['なんば駅', 'Namba Station', 'ga Namba'], '556-0011', 2400, 700_000],
  ['Osaka', '大阪府大阪市生野区', 'Ikuno, Osaka', '生野区', '鶴橋2丁目', ['鶴橋駅', 'Tsuruhashi Station', 'ga Tsuruhashi'], '544-0031', 1900, 450_000],
  ['Kyoto', '京都府京都市下京区', 'Shimogyo, Kyoto', '下京区', '東塩小路町', ['京都駅', 'Kyoto Station', 'ga Kyoto'], '600-8216', 2300, 650_000],
  ['Kobe', '兵庫県神戸市長田区', 'Nagata, Kobe', '長田区', '若松町5丁目', ['新長田駅', 'Shin-Nagata Station', 'ga Shin-Nagata'], '653-0038', 1700, 400_000],
  ['Nagoya', '愛知県名古屋市中村区', 'Nakamura, Nagoya', '中村区', '則武1丁目', ['名古屋駅', 'Nagoya Station', 'ga Nagoya'], '453-0014', 2000, 550_000],
  ['Nagoya', '愛知県名古屋市港区', 'Minato, Nagoya', '港区', '港楽2丁目', ['名古屋港駅', 'Nagoyako Station', 'ga Nagoyako'], '455-0037', 1600, 380_000],
  ['Hamamatsu', '静岡県浜松市中央区', 'Chuo, Hamamatsu', '中央区', '砂山町', ['浜松駅', 'Hamamatsu Station', 'ga Hamamatsu'], '430-0926', 1500, 330_000],
  ['Shizuoka', '静岡県静岡市葵区', 'Aoi, Shizuoka', '葵区', '黒金町', ['静岡駅', 'Shizuoka Station', 'ga Shizuoka'], '420-0851', 1600, 380_000],
  ['Niigata', '新潟県新潟市中央区', 'Chuo, Niigata', '中央区', '東大通2丁目', ['新潟駅', 'Niigata Station', 'ga Niigata'], '950-0087', 1500, 330_000],
  ['Fukuoka', '福岡県福岡市博多区', 'Hakata, Fukuoka', '博多区', '博多駅南3丁目', ['博多駅', 'Hakata Station', 'ga Hakata'], '812-0016', 2000, 520_000],
  ['Fukuoka', '福岡県福岡市東区', 'Higashi, Fukuoka', '東区', '箱崎1丁目', ['箱崎宮前駅', 'Hakozakimiyamae Station', 'ga Hakozakimiyamae'], '812-0053', 1700, 420_000],
  ['Kitakyushu', '福岡県北九州市小倉北区', 'Kokurakita, Kitakyushu', '小倉北区', '京町4丁目', ['小倉駅', 'Kokura Station', 'ga Kokura'], '802-0002', 1400, 300_000],
  ['Kumamoto', '熊本県熊本市西区', 'Nishi, Kumamoto', '西区', '春日2丁目', ['熊本駅', 'Kumamoto Station', 'ga Kumamoto'], '860-0047', 1400, 320_000],
  ['Sapporo', '北海道札幌市北区', 'Kita, Sapporo', '北区', '北18条西4丁目', ['北18条駅', 'Kita-Juhachijo Station', 'ga Kita-Juhachijo'], '001-0018', 1400, 380_000],
  ['Sapporo', '北海道札幌市中央区', 'Chuo, Sapporo', '中央区', '南3条西8丁目', ['すすきの駅', 'Susukino Station', 'ga Susukino'], '064-0803', 1700, 450_000],
  ['Sendai', '宮城県仙台市青葉区', 'Aoba, Sendai', '青葉区', '上杉1丁目', ['北四番丁駅', 'Kita-Yobancho Station', 'ga Kita-Yobancho'], '980-0011', 1700, 450_000],
  ['Hiroshima', '広島県広島市南区', 'Minami, Hiroshima', '南区', '松原町', ['広島駅', 'Hiroshima Station', 'ga Hiroshima'], '732-0822', 1700, 430_000],
  ['Okayama', '岡山県岡山市北区', 'Kita, Okayama', '北区', '奉還町2丁目', ['岡山駅', 'Okayama Station', 'ga Okayama'], '700-0026', 1400, 320_000],
  ['Matsuyama', '愛媛県松山市', 'Matsuyama', '湊町', '湊町5丁目', ['松山市駅', 'Matsuyama-shi Station', 'ga Matsuyama-shi'], '790-0012', 1300, 280_000],
  ['Takamatsu', '香川県高松市', 'Takamatsu', '浜ノ町', '浜ノ町', ['高松駅', 'Takamatsu Station', 'ga Takamatsu'], '760-0011', 1300, 290_000],
];

// Vietnam: [city, the district in Japanese, in English, in Vietnamese, street, landmark, postal code, dong/m² a month, dong/m² to buy].
const VIETNAM: Row[] = [
  ['Hanoi', 'ハノイ市カウザイ区', 'Cau Giay, Hanoi', 'Quận Cầu Giấy', 'Phố Trần Thái Tông', ['地下鉄カウザイ駅', 'Cau Giay metro station', 'ga metro Cầu Giấy'], '11300', 230_000, 55_000_000],
  ['Hanoi', 'ハノイ市タイホー区', 'Tay Ho, Hanoi', 'Quận Tây Hồ', 'Đường Xuân Diệu', ['西湖', 'West Lake', 'Hồ Tây'], '11200', 280_000, 70_000_000],
  ['Hanoi', 'ハノイ市ドンダー区', 'Dong Da, Hanoi', 'Quận Đống Đa', 'Phố Thái Hà', ['地下鉄カットリン駅', 'Cat Linh metro station', 'ga metro Cát Linh'], '11500', 220_000, 60_000_000],
  ['Ho Chi Minh City', 'ホーチミン市1区', 'District 1, Ho Chi Minh City', 'Quận 1', 'Đường Nguyễn Thị Minh Khai', ['地下鉄ベンタイン駅', 'Ben Thanh metro station', 'ga metro Bến Thành'], '71000', 320_000, 120_000_000],
  ['Ho Chi Minh City', 'ホーチミン市7区', 'District 7, Ho Chi Minh City', 'Quận 7', 'Đường Nguyễn Lương Bằng', ['フーミーフン', 'Phu My Hung', 'Phú Mỹ Hưng'], '72900', 260_000, 60_000_000],
  ['Ho Chi Minh City', 'ホーチミン市ビンタイン区', 'Binh Thanh, Ho Chi Minh City', 'Quận Bình Thạnh', 'Đường Điện Biên Phủ', ['地下鉄タンカン駅', 'Tan Cang metro station', 'ga metro Tân Cảng'], '72300', 240_000, 65_000_000],
  ['Da Nang', 'ダナン市ハイチャウ区', 'Hai Chau, Da Nang', 'Quận Hải Châu', 'Đường Bạch Đằng', ['ハン川', 'Han River', 'sông Hàn'], '50200', 170_000, 45_000_000],
  ['Da Nang', 'ダナン市ソンチャ区', 'Son Tra, Da Nang', 'Quận Sơn Trà', 'Đường Võ Nguyên Giáp', ['ミーケービーチ', 'My Khe Beach', 'bãi biển Mỹ Khê'], '50500', 190_000, 50_000_000],
  ['Hai Phong', 'ハイフォン市ゴークエン区', 'Ngo Quyen, Hai Phong', 'Quận Ngô Quyền', 'Đường Lạch Tray', ['ハイフォン駅', 'Hai Phong Station', 'ga Hải Phòng'], '04200', 150_000, 35_000_000],
  ['Bac Ninh', 'バクニン市', 'Bac Ninh City', 'Thành phố Bắc Ninh', 'Đường Lý Thái Tổ', ['クエボー工業団地', 'Que Vo industrial park', 'khu công nghiệp Quế Võ'], '16000', 110_000, 28_000_000],
  ['Can Tho', 'カントー市ニンキエウ区', 'Ninh Kieu, Can Tho', 'Quận Ninh Kiều', 'Đường Ba Tháng Hai', ['ニンキエウ埠頭', 'Ninh Kieu wharf', 'bến Ninh Kiều'], '94100', 120_000, 30_000_000],
];

const place = (country: Place['country']) =>
  ([city, ja, en, district, street, station, postal, rentPerM2, pricePerM2]: Row): Place => ({
    city, country, area: [ja, en, country === 'VN' ? `${district}, ${VIETNAMESE_CITY[city]}` : en], district, street, station, postal, rentPerM2, pricePerM2,
  });

const VIETNAMESE_CITY: Record<string, string> = {
  Hanoi: 'Hà Nội', 'Ho Chi Minh City': 'TP. Hồ Chí Minh', 'Da Nang': 'Đà Nẵng', 'Hai Phong': 'Hải Phòng', 'Bac Ninh': 'Bắc Ninh', 'Can Tho': 'Cần Thơ',
};

export const JAPAN_PLACES: readonly Place[] = JAPAN.map(place('JP'));
export const VIETNAM_PLACES: readonly Place[] = VIETNAM.map(place('VN'));

/** Rounds an amount to a step (1,000 yen, 100,000 dong). */
export const roundTo = (amount: number, step: number) => Math.max(step, Math.round(amount / step) * step);

/** Yen as Japanese listings write it, e.g. 8.5万円 or 4,280万円. */
export function yenText(amount: number): string {
  const man = amount / 10_000;
  return `${Number.isInteger(man) ? man.toLocaleString('en-US') : man.toFixed(1)}万円`;
}

/** Dong in millions or billions, e.g. 8,5 triệu / 3,2 tỷ. */
export function dongText(amount: number): string {
  if (amount >= 1e9) return `${(amount / 1e9).toFixed(1).replace('.', ',').replace(',0', '')} tỷ đồng`;
  return `${(amount / 1e6).toFixed(1).replace('.', ',').replace(',0', '')} triệu đồng`;
}
