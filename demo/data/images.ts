// Pictures of the demo data: images the server itself stores and serves
// (demo/pictures.ts draws and stores them when it seeds an empty database), so
// listings, articles, news and banners show real pictures without internet.

/** How many demo pictures each topic has. */
export const DEMO_IMAGE_COUNTS = { home: 24, article: 12, news: 12, banner: 8 } as const;
export type DemoImageTopic = keyof typeof DEMO_IMAGE_COUNTS;

/** The stored file's id of the n-th (0-based, wrapping) picture of a topic. */
export function demoImageId(topic: DemoImageTopic, n: number): string {
  const index = ((n % DEMO_IMAGE_COUNTS[topic]) + DEMO_IMAGE_COUNTS[topic]) % DEMO_IMAGE_COUNTS[topic];
  return `demo-${topic}-${String(index + 1).padStart(2, '0')}`;
}

/** The URL a demo record stores for the n-th picture of a topic. */
export const demoImage = (topic: DemoImageTopic, n: number): string => {
  const id = demoImageId(topic, n);
  return `/api/v1/files/${id}/${id.slice('demo-'.length)}.png`;
};
