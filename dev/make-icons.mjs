#!/usr/bin/env node
/**
 * Draws the app's icons and link-preview image into web/public from the logo (web/public/favicon.svg),
 * with the browser dev/browser.mjs finds. Run it after changing the logo; the files are committed.
 *
 *   node dev/make-icons.mjs
 *
 * Writes: favicon.ico (16, 32 and 48 px), apple-touch-icon.png (180 px, full bleed: iOS rounds it),
 * icons/icon-192.png and icons/icon-512.png (the manifest's icons), icons/maskable-512.png (the
 * logo inside the safe zone of a maskable icon) and social-card.jpg (1200 × 630, the Open Graph image).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./browser.mjs";

const PUBLIC = fileURLToPath(new URL("../web/public/", import.meta.url));
const BRAND = "#1e3a8a";
const logo = readFileSync(`${PUBLIC}favicon.svg`, "utf8");
/** The logo's shield alone (white on the brand colour), for icons that draw their own background. */
const shield = logo.replace(/<rect[^>]*\/>/, "");

const page = (body, size) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${size.width}px; height: ${size.height}px; background: transparent; overflow: hidden; }
  svg { display: block; }
</style></head><body>${body}</body></html>`;

async function render(browser, html, size, { transparent = false, jpeg = false } = {}) {
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  await tab.setContent(page(html, size));
  const image = await tab.screenshot(
    jpeg ? { type: "jpeg", quality: 88 } : { omitBackground: transparent, type: "png" },
  );
  await context.close();
  return image;
}

const sized = (svg, px) => svg.replace("<svg ", `<svg width="${px}" height="${px}" `);

/** An ICO file holding PNG images (supported by every current browser and OS). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ px, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(px >= 256 ? 0 : px, at);
    header.writeUInt8(px >= 256 ? 0 : px, at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

function fullBleed(px, scale) {
  const inner = Math.round(px * scale);
  return `<div style="width:${px}px;height:${px}px;background:${BRAND};display:flex;align-items:center;justify-content:center">${sized(
    shield.replace('viewBox="0 0 32 32"', 'viewBox="6 4 20 24"'),
    inner,
  )}</div>`;
}

const SOCIAL_CARD = `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 90px;background:linear-gradient(135deg,#172554 0%,${BRAND} 55%,#1d4ed8 100%);color:#fff;font-family:'DejaVu Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:28px">
    ${sized(logo.replace(`fill="${BRAND}"/>`, 'fill="#ffffff22"/>'), 96)}
    <span style="font-size:46px;font-weight:700;letter-spacing:-0.5px">Rapid Risk Review</span>
  </div>
  <div>
    <div style="font-size:68px;font-weight:700;line-height:1.12;letter-spacing:-1px">Risk reports for SaaS<br>and AI tools, in seconds.</div>
    <div style="margin-top:28px;font-size:32px;color:#dbeafe">Pricing · Privacy/Legal · Security — every finding quotes the vendor's own pages.</div>
  </div>
</div>`;

const { path } = await findChromium();
const browser = await chromium.launch({ executablePath: path, args: CHROMIUM_ARGS });
try {
  mkdirSync(`${PUBLIC}icons`, { recursive: true });
  const favicons = [];
  for (const px of [16, 32, 48])
    favicons.push({
      px,
      png: await render(browser, sized(logo, px), { width: px, height: px }, { transparent: true }),
    });
  writeFileSync(`${PUBLIC}favicon.ico`, ico(favicons));
  for (const px of [192, 512]) {
    writeFileSync(
      `${PUBLIC}icons/icon-${px}.png`,
      await render(browser, sized(logo, px), { width: px, height: px }, { transparent: true }),
    );
  }
  writeFileSync(
    `${PUBLIC}icons/maskable-512.png`,
    await render(browser, fullBleed(512, 0.5), { width: 512, height: 512 }),
  );
  writeFileSync(
    `${PUBLIC}apple-touch-icon.png`,
    await render(browser, fullBleed(180, 0.62), { width: 180, height: 180 }),
  );
  writeFileSync(
    `${PUBLIC}social-card.jpg`,
    await render(browser, SOCIAL_CARD, { width: 1200, height: 630 }, { jpeg: true }),
  );
  console.log(`Icons and the social card written to ${PUBLIC}`);
} finally {
  await browser.close();
}
