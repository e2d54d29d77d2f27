import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';
import { ARTWORK_VERSION, CAPTION, renderArtwork } from '../../src/providers/images/artwork.ts';
import { contrastRatio, rngFrom } from '../../src/providers/images/colour.ts';
import { titleForSlug } from '../../src/providers/images/destination-scene.ts';
import { createLocalImageProvider } from '../../src/providers/images/local.ts';
import { makePalette } from '../../src/providers/images/scenes.ts';
import { isValidSlug, slugify, titleFromSlug } from '../../src/providers/images/slug.ts';
import { imageRoutes } from '../../src/routes/images/image-routes.ts';

const SEEDS = Array.from({ length: 120 }, (_, i) => `destination-${i}`);
const art = (seed: string, index = 0, title = 'Lisbon Portugal') =>
  renderArtwork({ kind: 'destination', title, seed, index });

/** A small well-formedness check: every tag closes in order and no raw `&` or `<` leaks. */
function assertWellFormed(svg: string) {
  const stack: string[] = [];
  const text = svg.replace(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][\w:-]*="[^"<]*")*)\s*(\/?)>/g,
    (_m, close, tag, _a, self) => {
      if (close) expect(stack.pop()).toBe(tag);
      else if (!self) stack.push(tag);
      return '';
    },
  );
  expect(stack).toEqual([]);
  expect(text).not.toMatch(/[<>]/);
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
}

describe('renderArtwork', () => {
  it('is deterministic: the same input gives byte-identical SVG', () => {
    expect(art('lisbon-portugal')).toBe(art('lisbon-portugal'));
  });

  it('gives destinations the catalogue does not know a neutral design, each its own colours', () => {
    const all = SEEDS.map((s) => art(s, 0, 'Somewhere Else'));
    expect(new Set(all).size).toBe(SEEDS.length);
    for (const svg of all) {
      expect(svg).toMatch(
        /aria-label="Illustration for Somewhere Else: a neutral design of map contour lines"/,
      );
      // No sky, sun or landscape: nothing about the place is claimed.
      expect(svg).not.toContain('linearGradient');
    }
  });

  it('draws a known destination as what it is, and each gallery image differently', () => {
    const sceneOf = (slug: string, title: string) =>
      /aria-label="[^"]*: ([^"]+?) (?:at dawn|by day|at dusk|under the moon)"/.exec(
        art(slug, 0, title),
      )?.[1];
    expect(sceneOf('kyoto-japan', 'Kyoto Japan')).toBe(
      'pagodas and temple halls below wooded hills',
    );
    expect(sceneOf('santorini-greece', 'Santorini Greece')).toBe(
      'a village of white houses above the sea',
    );
    expect(sceneOf('ubud-bali-indonesia', 'Ubud Bali Indonesia')).toBe(
      'a green rainforest canopy with palms',
    );
    expect(sceneOf('banff-canada', 'Banff Canada')).toBe('mountain peaks');
    // The planner's "Ubud, Indonesia": the catalogue's "Ubud (Bali)" without its region.
    expect(sceneOf('ubud-indonesia', 'Ubud, Indonesia')).toBe(
      'a green rainforest canopy with palms',
    );
    // Volcanic islands are their mountain, not a white village; Santorini (above) stays one.
    expect(sceneOf('tenerife-spain', 'Tenerife, Spain')).toBe(
      'a volcanic island rising from the sea',
    );
    expect(sceneOf('jeju-island-south-korea', 'Jeju Island, South Korea')).toBe(
      'a volcanic island rising from the sea',
    );
    // Low bay cities under their mountains, not a skyline of towers or open sea.
    expect(sceneOf('reykjavik-iceland', 'Reykjavik, Iceland')).toBe(
      'a town on the water below mountains',
    );
    expect(sceneOf('cape-town-south-africa', 'Cape Town, South Africa')).toBe(
      'a city by the sea below a flat-topped mountain',
    );
    expect(sceneOf('new-york-city-united-states', 'New York City')).toMatch(/city skyline/);
    expect(sceneOf('lisbon-portugal', 'Lisbon Portugal')).toMatch(/old town/);
    const gallery = new Set([0, 1, 2, 3].map((i) => art('lisbon-portugal', i)));
    expect(gallery.size).toBe(4);
  });

  it('keeps varied scenes for places (the older gallery URLs still resolve)', () => {
    const scenes = new Set(
      SEEDS.map(
        (s) =>
          /aria-label="[^"]*: ([a-z ]+?) (?:at|by|under)/.exec(
            renderArtwork({
              kind: 'place',
              title: 'Market',
              subtitle: 'Lisbon',
              seed: s,
              index: 0,
            }),
          )?.[1],
      ),
    );
    expect(scenes.size).toBe(5);
  });

  it('is a well-formed, labelled SVG illustration under 8 KB', () => {
    let largest = 0;
    for (const seed of SEEDS) {
      for (const index of [0, 1, 2]) {
        const svg = renderArtwork({
          kind: 'place',
          title: 'A Very Long Place Name That Keeps Going And Going '.repeat(3),
          subtitle: 'Somewhere With A Long Destination Name, Far Away Country',
          seed,
          index,
        });
        largest = Math.max(largest, Buffer.byteLength(svg));
        assertWellFormed(svg);
      }
    }
    expect(largest).toBeLessThan(8 * 1024);

    const svg = art('lisbon-portugal');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
    expect(svg).toContain('role="img"');
    const alt = /aria-label="([^"]+)"/.exec(svg)?.[1];
    expect(alt).toMatch(/^Illustration of Lisbon Portugal: /);
    expect(svg).toContain(`<title>${alt}</title>`);
    expect(svg).toContain('>Lisbon Portugal</text>');
    expect(svg).toContain('>ILLUSTRATION</text>');
    expect(svg).not.toMatch(/<image|<script|href=|on[a-z]+=/i);
  });

  it('escapes names so they cannot break out of the markup', () => {
    const svg = renderArtwork({
      kind: 'place',
      title: '</text><script>alert(1)</script> & "Co"',
      subtitle: "Rock 'n' <Roll>",
      seed: 'x',
      index: 0,
    });
    assertWellFormed(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
  });

  it('sets caption type on a band dark enough for WCAG AA (AAA for the title) on every palette', () => {
    for (const seed of SEEDS) {
      for (const scene of ['hills', 'peaks', 'coast', 'skyline', 'dunes'] as const) {
        const { ink } = makePalette(rngFrom(seed), rngFrom(`${seed}#0`), scene);
        expect(contrastRatio(CAPTION.title, ink)).toBeGreaterThanOrEqual(7);
        expect(contrastRatio(CAPTION.subtitle, ink)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(CAPTION.label, ink)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('drawn titles', () => {
  it('keep the commas of the place name, from the catalogue or before a known country', () => {
    const title = (slug: string) => titleForSlug(slug, titleFromSlug);
    expect(title('kyoto-japan')).toBe('Kyoto, Japan');
    expect(title('new-york-city-united-states')).toBe('New York City, United States');
    expect(title('ubud-indonesia')).toBe('Ubud (Bali), Indonesia');
    expect(title('ubud-bali-indonesia')).toBe('Ubud (Bali), Indonesia');
    expect(title('jeju-island-jeju-province-south-korea')).toBe(
      'Jeju Island, Jeju Province, South Korea',
    );
    expect(title('sao-paulo-brazil')).toBe('São Paulo, Brazil');
    expect(title('mauritius-mauritius')).toBe('Mauritius');
    expect(title('springfield-united-states')).toBe('Springfield, United States');
    expect(title('paris-texas')).toBe('Paris Texas');
  });
});

describe('slugs', () => {
  it('slugify folds accents and punctuation, with a fallback for names without Latin letters', () => {
    expect(slugify('Lisbon, Portugal', 'destination')).toBe('lisbon-portugal');
    expect(slugify('São Miguel, Açores', 'destination')).toBe('sao-miguel-acores');
    expect(slugify('  Café "Nicola" & Co.  ', 'place')).toBe('cafe-nicola-co');
    expect(slugify('東京', 'destination')).toBe('destination');
    expect(slugify('a'.repeat(300), 'x')).toHaveLength(100);
  });

  it('isValidSlug accepts only what slugify can produce', () => {
    for (const ok of ['lisbon', 'lisbon-portugal', 'day-2', 'a'.repeat(120)]) {
      expect(isValidSlug(ok)).toBe(true);
    }
    for (const bad of [
      '',
      'Lisbon',
      'lisbon_portugal',
      '-lisbon',
      'lisbon-',
      'a--b',
      '..',
      'a'.repeat(121),
      'café',
    ]) {
      expect(isValidSlug(bad)).toBe(false);
    }
    expect(titleFromSlug('cape-town-south-africa')).toBe('Cape Town South Africa');
  });
});

describe('local image provider', () => {
  const local = createLocalImageProvider();

  it('returns versioned artwork URLs for destinations and places', async () => {
    expect(local.name).toBe('local');
    await expect(
      local.destinationImages({ destination: 'Lisbon, Portugal', count: 1 }),
    ).resolves.toEqual([`/images/art/destination/lisbon-portugal.svg?v=${ARTWORK_VERSION}`]);
    await expect(
      local.destinationImages({ destination: 'Lisbon, Portugal', count: 3 }),
    ).resolves.toEqual([
      `/images/art/destination/lisbon-portugal.svg?v=${ARTWORK_VERSION}`,
      `/images/art/destination/lisbon-portugal.svg?v=${ARTWORK_VERSION}&i=1`,
      `/images/art/destination/lisbon-portugal.svg?v=${ARTWORK_VERSION}&i=2`,
    ]);
    await expect(
      local.placeImages({
        name: 'Time Out Market',
        location: 'Cais do Sodré',
        destination: 'Lisbon, Portugal',
        count: 2,
      }),
    ).resolves.toEqual([
      `/images/art/place/lisbon-portugal/time-out-market.svg?v=${ARTWORK_VERSION}&i=0`,
      `/images/art/place/lisbon-portugal/time-out-market.svg?v=${ARTWORK_VERSION}&i=1`,
    ]);
    await expect(local.destinationImages({ destination: 'Rome', count: 0 })).resolves.toEqual([]);
    await expect(local.destinationImages({ destination: 'Rome', count: 50 })).resolves.toHaveLength(
      10,
    );
  });

  it('honours a custom public path', async () => {
    const cdn = createLocalImageProvider({ publicPath: 'https://cdn.example.com/art/' });
    await expect(cdn.destinationImages({ destination: 'Rome', count: 1 })).resolves.toEqual([
      `https://cdn.example.com/art/destination/rome.svg?v=${ARTWORK_VERSION}`,
    ]);
  });
});

describe('artwork routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    // The real app sends a page CSP on every response; the SVG must carry its own stricter one.
    await app.register(helmet);
    await imageRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the destination artwork with immutable caching, an ETag and a locked-down CSP', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/images/art/destination/lisbon-portugal.svg?v=${ARTWORK_VERSION}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toBe(
      renderArtwork({
        kind: 'destination',
        // The comma the slug lost, restored from the catalogue.
        title: 'Lisbon, Portugal',
        seed: 'lisbon-portugal',
        index: 0,
      }),
    );

    const again = await app.inject({
      method: 'GET',
      url: `/images/art/destination/lisbon-portugal.svg?v=${ARTWORK_VERSION}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves place artwork titled from the slugs, per gallery index', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/images/art/place/lisbon-portugal/time-out-market.svg?v=${ARTWORK_VERSION}&i=2`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      renderArtwork({
        kind: 'place',
        title: 'Time Out Market',
        subtitle: 'Lisbon, Portugal',
        seed: 'lisbon-portugal/time-out-market',
        index: 2,
      }),
    );
  });

  it('resolves every URL the local provider hands out', async () => {
    const local = createLocalImageProvider();
    const urls = [
      ...(await local.destinationImages({ destination: 'São Miguel, Açores', count: 3 })),
      ...(await local.placeImages({
        name: '東京タワー',
        location: '',
        destination: '東京',
        count: 3,
      })),
    ];
    for (const url of urls) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('draws the picture without its name for ?plain=1, and nothing for other values', async () => {
    const url = `/images/art/destination/kyoto-japan.svg?v=${ARTWORK_VERSION}`;
    const named = await app.inject({ method: 'GET', url });
    const plain = await app.inject({ method: 'GET', url: `${url}&plain=1` });
    expect(named.body).toContain('>Kyoto, Japan</text>');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('>Kyoto, Japan</text>');
    expect(plain.body).toContain('>ILLUSTRATION</text>');
    expect(plain.body).toContain('aria-label="Illustration of Kyoto, Japan: ');
    expect((await app.inject({ method: 'GET', url: `${url}&plain=yes` })).statusCode).toBe(404);
  });

  it('answers 404 JSON for slugs and indexes it never produced', async () => {
    const bad = [
      '/images/art/destination/Lisbon.svg',
      '/images/art/destination/lisbon_portugal.svg',
      '/images/art/destination/lisbon%20portugal.svg',
      '/images/art/destination/..%2f..%2fetc.svg',
      '/images/art/destination/lisbon.svg?i=abc',
      '/images/art/destination/lisbon.svg?i=10',
      '/images/art/place/LISBON/market.svg',
      '/images/art/place/lisbon/-market.svg',
      '/images/art/place/lisbon/market.svg?i=-1',
    ];
    // Fastify itself refuses parameters over 100 characters (414) before our check runs.
    const tooLong = await app.inject({
      method: 'GET',
      url: `/images/art/destination/${'a'.repeat(121)}.svg`,
    });
    expect([404, 414]).toContain(tooLong.statusCode);
    for (const url of bad) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
