import { mediaUrl, type LandingPage } from '@dina/contracts';
import type { LandingImage } from '@dina/content';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { landingPages } from '../db/schema.js';

/** The landing sections of a chatbot, or undefined when it has none (or does not exist). */
export async function readLanding(db: Db, identificator: string): Promise<LandingPage | undefined> {
  const [row] = await db
    .select({ data: landingPages.data })
    .from(landingPages)
    .where(eq(landingPages.chatbot, identificator));
  if (!row) return undefined;
  const image = ({ mediaId, altText }: LandingImage) => ({
    url: mediaUrl(identificator, mediaId),
    altText,
  });
  const { intro, facts, peopleBehind, followAlong, partners } = row.data;
  return {
    intro,
    facts,
    peopleBehind: { ...peopleBehind, images: peopleBehind.images.map(image) },
    followAlong,
    partners: {
      ...partners,
      items: partners.items.map((p) => ({ ...p, logo: p.logo ? image(p.logo) : null })),
    },
  };
}
