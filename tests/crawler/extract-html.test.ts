import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { decodeHTML } from "entities";
import { extractHtml } from "@queue-consumer/crawler/extract-html";
import { looksLikeShell } from "@queue-consumer/crawler/read-page";

const texts = (html: string) => extractHtml(html, "https://v.example.com/page").blocks.map((b) => b.text);
const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

describe("entities", () => {
  it("decodes named, numeric and legacy references in text and attributes", () => {
    const x = extractHtml(
      `<p>&amp; &lt;b&gt; &quot;q&quot; &#39;s&#x27; &copy; &eacute;t&eacute; &hellip; &mdash; &euro;&nbsp;5 &#128; &notanentity; &copy 2026 AT&T</p><a href="/a?x=1&amp;y=2&copy=3" aria-label="R&amp;D"></a>`,
      "https://v.example.com/",
    );
    // Whitespace (the no-break space too) is collapsed in blocks, as in every block.
    expect(x.blocks[0]!.text).toBe("& <b> \"q\" 's' © été … — € 5 € ¬anentity; © 2026 AT&T");
    // In an attribute, a legacy name followed by "=" is not a reference (HTML spec).
    expect(x.links[0]).toMatchObject({ url: "https://v.example.com/a?x=1&y=2&copy=3", text: "R&D" });
  });
});

describe("visible text", () => {
  it("drops script, style, template, noscript, svg, hidden, data-nosnippet and form controls", () => {
    const html = `<html><head><title>T</title><style>p{color:red}</style><script>var x = "<p>fake</p>";</script></head><body>
      <p>Visible one.</p>
      <template><p>Template text.</p></template>
      <noscript>Enable JavaScript.</noscript>
      <svg><title>icon</title><text>svg text</text></svg>
      <div hidden>Hidden attribute.</div>
      <div style="display: none">Display none.</div>
      <span style="visibility:hidden">Invisible span.</span>
      <div data-nosnippet><p>A sample report of another vendor: SOC 2 Type II attained.</p></div>
      <select><option>Option text</option></select><textarea>Typed text</textarea>
      <script type="application/json">{"price": "$6"}</script>
      <p>Visible two.</p></body></html>`;
    expect(texts(html)).toEqual(["Visible one.", "Visible two."]);
  });

  it("keeps sentences inside inline markup and splits at block boundaries and <br>", () => {
    const html = `<p>We <strong>never</strong> sell <a href="/x">your data</a>.</p><ul><li>One</li><li>Two</li></ul><p>Line one<br>Line two</p><div>Outer<div>Inner</div>tail</div>`;
    expect(texts(html)).toEqual([
      "We never sell your data.",
      "One",
      "Two",
      "Line one",
      "Line two",
      "Outer",
      "Inner",
      "tail",
    ]);
  });

  it("breaks a sentence where an element was removed, so a quote never spans hidden text", () => {
    expect(texts(`<p>We do <span hidden>NOT</span> sell data.</p>`)).toEqual(["We do", "sell data."]);
  });

  it("marks header, nav, footer and consent banners, not article headers", () => {
    const x = extractHtml(
      `<header><a href="/pricing">Pricing</a></header><main><article><header><h1>Privacy Policy</h1></header><p>Body text.</p></article></main>
       <footer><a href="/terms">Terms</a></footer>
       <div id="cookie-banner"><p>We use cookies to improve your experience.</p><button>Accept all</button></div>
       <section id="cookies"><h2>Cookies</h2><p>This section of the policy explains the cookies we set and why, in detail.</p></section>`,
      "https://v.example.com/",
    );
    expect(x.blocks.map((b) => `${b.region}:${b.text}`)).toEqual([
      "header:Pricing",
      "main:Privacy Policy",
      "main:Body text.",
      "footer:Terms",
      "banner:We use cookies to improve your experience.",
      "banner:Accept all",
      "main:Cookies",
      "main:This section of the policy explains the cookies we set and why, in detail.",
    ]);
    expect(x.links.map((l) => `${l.region}:${l.text}:${l.url}`)).toEqual([
      "header:Pricing:https://v.example.com/pricing",
      "footer:Terms:https://v.example.com/terms",
    ]);
  });

  it("groups table cells by row and records headings", () => {
    const x = extractHtml(
      `<h2>Compliance</h2><table><tr><td>SOC 2</td><td>Attained</td></tr><tr><td>ISO 27001</td><td>Planned</td></tr></table>`,
      "https://v.example.com/",
    );
    expect(x.blocks.map((b) => [b.text, b.row, b.heading])).toEqual([
      ["Compliance", undefined, undefined],
      ["SOC 2", 1, "Compliance"],
      ["Attained", 1, "Compliance"],
      ["ISO 27001", 2, "Compliance"],
      ["Planned", 2, "Compliance"],
    ]);
  });

  it("reads title, meta, icon, logo and links with entities in attributes", () => {
    const x = extractHtml(
      `<html lang="en"><head><title>Acme &amp; Co | Home</title><meta property="og:site_name" content="Acme &amp; Co"><link rel="icon" href="/favicon.ico"><base href="https://v.example.com/sub/"></head>
       <body><header><a href="/"><img class="site-logo" src="logo.svg" alt="Acme"></a></header><a href="privacy?a=1&amp;b=2#top">Privacy</a><a href="mailto:x@y.z">Mail</a><a href="javascript:void(0)">JS</a></body></html>`,
      "https://v.example.com/",
    );
    expect(x.title).toBe("Acme & Co | Home");
    expect(x.meta).toMatchObject({
      siteName: "Acme & Co",
      icon: "https://v.example.com/favicon.ico",
      logo: "https://v.example.com/sub/logo.svg",
      lang: "en",
    });
    expect(x.links.map((l) => [l.text, l.url])).toEqual([
      ["Acme", "https://v.example.com/"],
      ["Privacy", "https://v.example.com/sub/privacy?a=1&b=2"],
    ]);
  });

  it("recognises a JavaScript application shell", () => {
    const shell = extractHtml(
      `<html><body><noscript>You need to enable JavaScript.</noscript><div id="root"></div><script>${"x".repeat(2000)}</script></body></html>`,
      "https://v.example.com/",
    );
    expect(looksLikeShell(shell)).toBe(true);
    const short = extractHtml(
      `<html><body><main><h1>tinytask</h1><p>A to-do list that fits in your head. It is free and works offline in your browser, and your lists are saved locally on your device unless you create an account for sync.</p></main><script>1</script></body></html>`,
      "https://v.example.com/",
    );
    expect(looksLikeShell(short)).toBe(false);
  });

  it("survives malformed markup", () => {
    // As a browser tokenizes it: "<d" opens an element whose attributes run to the quoted ">";
    // the stray </e> and </span> are ignored, as a browser ignores them.
    expect(texts(`<div><p>a<p>b</div></span>c<<d <e f="g>h">i</e> <!-- x --> j <!unknown> k`)).toEqual([
      "a",
      "b",
      "c<",
      "i j k",
    ]);
  });

  it("reads <noscript> as a browser with JavaScript on: nothing inside is markup or text", () => {
    const x = extractHtml(
      `<html><head><noscript><iframe src="https://t.example.net/ns" style="display:none" /></noscript><title>Policy</title></head><body><noscript><a href="/js-off">Enable JavaScript</a></noscript><p>Body text.</p></body></html>`,
      "https://v.example.com/",
    );
    expect(x.title).toBe("Policy");
    expect(x.blocks.map((b) => b.text)).toEqual(["Body text."]);
    expect(x.links).toEqual([]);
  });
});

/**
 * An independent reader built on HTMLRewriter (workerd's streaming parser). Every block the
 * extractor (htmlparser2) returns must appear in the text HTMLRewriter sees, and the two must
 * agree on how much text there is: the extractor is a faster reading of the same page, not a
 * different one.
 */
async function rewriterText(html: string): Promise<string> {
  const parts: string[] = [];
  let skip = 0;
  const SKIP = new Set([
    "script",
    "style",
    "noscript",
    "template",
    "svg",
    "math",
    "textarea",
    "select",
    "datalist",
    "iframe",
    "object",
    "canvas",
    "audio",
    "video",
    "title",
  ]);
  // Phrasing elements join their text to the sentence around them, as a browser's innerText does.
  const INLINE = new Set([
    "a",
    "abbr",
    "b",
    "bdi",
    "bdo",
    "cite",
    "code",
    "data",
    "del",
    "dfn",
    "em",
    "font",
    "i",
    "ins",
    "kbd",
    "mark",
    "q",
    "s",
    "samp",
    "small",
    "span",
    "strike",
    "strong",
    "sub",
    "sup",
    "time",
    "tt",
    "u",
    "var",
    "label",
  ]);
  // One handler per element: workerd keeps only the last end-tag handler registered on an element.
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        const style = el.getAttribute("style") ?? "";
        const hidden =
          SKIP.has(el.tagName) ||
          el.hasAttribute("hidden") ||
          /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
        const boundary = hidden || !INLINE.has(el.tagName);
        if (boundary) parts.push("\n");
        if (hidden) skip++;
        try {
          el.onEndTag(() => {
            if (hidden) skip--;
            if (boundary) parts.push("\n");
          });
        } catch {
          if (hidden) skip--;
        }
      },
    })
    .onDocument({
      text(t) {
        if (skip === 0) parts.push(t.text);
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  return collapse(decodeHTML(parts.join("")));
}

const CORPUS_PAGES = [
  "https://northwindnotes.com/",
  "https://northwindnotes.com/legal/privacy",
  "https://northwindnotes.com/security",
  "https://quillmate.ai/faq",
  "https://quillmate.ai/privacy-policy",
  "https://ledgerly.io/pricing",
  "https://trust.ledgerly.io/",
  "https://www.formforge.co/",
  "https://www.formforge.co/legal/privacy-policy",
  "https://chatterbox.video/trust",
  "https://chatterbox.video/legal/terms",
  "https://tinytask.dev/about",
  "https://datavaultcrm.com/security",
  "https://pixelpost.app/privacy",
];

describe("agreement with HTMLRewriter on the corpus", () => {
  it.each(CORPUS_PAGES)("%s", async (url) => {
    const origin = (env as unknown as { CRAWL_REPLAY_ORIGIN: string }).CRAWL_REPLAY_ORIGIN;
    const res = await fetch(`${origin}/x`, { headers: { "x-original-url": url } });
    const html = await res.text();
    const reference = await rewriterText(html);
    const ours = extractHtml(html, url).blocks.map((b) => b.text);
    for (const block of ours) expect(reference).toContain(block);
    const ourLength = collapse(ours.join(" ")).length;
    expect(ourLength / reference.length).toBeGreaterThan(0.97);
    expect(ourLength / reference.length).toBeLessThan(1.03);
  });
});
