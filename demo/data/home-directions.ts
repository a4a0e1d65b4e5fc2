import type { homeDirection as schema } from '../../schemas/masters/home-direction';
import type { DemoRow } from '../rows';
import { names } from './demo';

type Row = DemoRow<typeof schema>;

// [code, English, Japanese, Vietnamese]: the 16 compass points, then the
// two-side orientations of corner and through units.
const HOME_DIRECTIONS: [string, string, string, string][] = [
  ['N', 'North', '北', 'Bắc'],
  ['NNE', 'North-northeast', '北北東', 'Bắc Đông Bắc'],
  ['NE', 'Northeast', '北東', 'Đông Bắc'],
  ['ENE', 'East-northeast', '東北東', 'Đông Đông Bắc'],
  ['E', 'East', '東', 'Đông'],
  ['ESE', 'East-southeast', '東南東', 'Đông Đông Nam'],
  ['SE', 'Southeast', '南東', 'Đông Nam'],
  ['SSE', 'South-southeast', '南南東', 'Nam Đông Nam'],
  ['S', 'South', '南', 'Nam'],
  ['SSW', 'South-southwest', '南南西', 'Nam Tây Nam'],
  ['SW', 'Southwest', '南西', 'Tây Nam'],
  ['WSW', 'West-southwest', '西南西', 'Tây Tây Nam'],
  ['W', 'West', '西', 'Tây'],
  ['WNW', 'West-northwest', '西北西', 'Tây Tây Bắc'],
  ['NW', 'Northwest', '北西', 'Tây Bắc'],
  ['NNW', 'North-northwest', '北北西', 'Bắc Tây Bắc'],
  ['N+E', 'North and east', '北・東', 'Bắc và Đông'],
  ['S+E', 'South and east', '南・東', 'Nam và Đông'],
  ['S+W', 'South and west', '南・西', 'Nam và Tây'],
  ['N+W', 'North and west', '北・西', 'Bắc và Tây'],
  ['N+S', 'North and south', '北・南', 'Bắc và Nam'],
  ['E+W', 'East and west', '東・西', 'Đông và Tây'],
  ['NE+SE', 'Northeast and southeast', '北東・南東', 'Đông Bắc và Đông Nam'],
  ['SE+SW', 'Southeast and southwest', '南東・南西', 'Đông Nam và Tây Nam'],
  ['NW+SW', 'Northwest and southwest', '北西・南西', 'Tây Bắc và Tây Nam'],
  ['NE+NW', 'Northeast and northwest', '北東・北西', 'Đông Bắc và Tây Bắc'],
];

export const homeDirections: Row[] = HOME_DIRECTIONS.map(([code, en, ja, vi], i): Row => ({
  code,
  names: names(en, ja, vi),
  sort_order: i * 10,
  active: true,
}));
