import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { arch, platform, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BrowserNotFoundError, findChromium, writeMiniflareShims } from "../../dev/browser.mjs";

const work = mkdtempSync(join(tmpdir(), "rrr-dev-browser-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An executable that answers `--version` like a browser. */
function fakeBrowser(name: string, version = "Chromium 999.0.0.1") {
  const path = join(work, name);
  writeFileSync(path, `#!/bin/sh\necho "${version}"\n`);
  chmodSync(path, 0o755);
  return path;
}

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first and says so in one line", async () => {
    const path = fakeBrowser("my-chrome");
    const found = await findChromium({ CHROMIUM_PATH: path });
    expect(found).toMatchObject({ path, source: "CHROMIUM_PATH", version: "Chromium 999.0.0.1" });
    expect(found.summary).toBe(`Browser: Chromium 999.0.0.1 at ${path} (CHROMIUM_PATH)`);
  });

  it("else takes the first system Chromium or Chrome that is installed", async () => {
    const system = fakeBrowser("system-chromium", "Chromium 140.0.7339.185 built on Debian");
    const found = await findChromium({}, [join(work, "not-installed"), system]);
    expect(found).toMatchObject({ path: system, source: "system" });
    expect(found.summary).toBe(`Browser: Chromium 140.0.7339.185 built on Debian at ${system} (system)`);
    expect((await findChromium({ CHROMIUM_PATH: fakeBrowser("mine") }, [system])).source).toBe("CHROMIUM_PATH");
  });

  it("fails with one line naming CHROMIUM_PATH when it points at nothing", async () => {
    const missing = join(work, "no-such-browser");
    const err = await findChromium({ CHROMIUM_PATH: missing }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BrowserNotFoundError);
    expect((err as Error).message).toBe(
      `CHROMIUM_PATH=${missing} is not an executable file: point it at a Chromium or Chrome, or unset it to use the one npm installs (@sparticuz/chromium).`,
    );
    expect((err as Error).message).not.toContain("\n");
    await expect(findChromium({ CHROMIUM_PATH: work })).rejects.toThrow(/is not an executable file/);
  });

  it("fails, naming CHROMIUM_PATH, when the browser does not start here", async () => {
    const broken = join(work, "broken");
    writeFileSync(broken, "#!/bin/sh\necho 'error while loading shared libraries: libnss3.so' >&2\nexit 127\n");
    chmodSync(broken, 0o755);
    await expect(findChromium({ CHROMIUM_PATH: broken })).rejects.toThrow(
      new RegExp(
        `^The Chromium at ${broken} \\(CHROMIUM_PATH\\) does not start on this machine .*libnss3\\.so; set CHROMIUM_PATH`,
      ),
    );
  });

  // As on a fresh machine: the npm package's Chromium unpacked into an empty temp folder, and run.
  // Unpacking the archives and starting the browser takes a few seconds alone, but over half a
  // minute on two loaded cores while the other suites run beside it: this test has three minutes.
  it("else unpacks the npm package's Chromium into the temp folder (Linux x64; elsewhere says so)", async () => {
    const fresh = mkdtempSync(join(work, "tmp-"));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = fresh; // @sparticuz/chromium unpacks to os.tmpdir()
    try {
      if (platform() !== "linux" || arch() !== "x64") {
        await expect(findChromium({}, [])).rejects.toThrow(
          /runs only on Linux x64 \(this machine: .*\); install Chromium or Chrome and set CHROMIUM_PATH/,
        );
        return;
      }
      const found = await findChromium({}, []);
      expect(found).toMatchObject({ path: join(fresh, "chromium"), source: "npm" });
      expect(found.version).toMatch(/^Chromium \d+\./);
      expect(found.summary).toBe(`Browser: ${found.version} at ${found.path} (npm package @sparticuz/chromium)`);
    } finally {
      process.env.TMPDIR = saved;
    }
  }, 180_000);
});

describe("writeMiniflareShims", () => {
  it("puts a shim running the browser where Miniflare looks for its Chrome, idempotently (Linux)", () => {
    const cache = join(work, "cache");
    if (platform() !== "linux") {
      expect(writeMiniflareShims("/opt/some/chromium", { XDG_CACHE_HOME: cache })).toEqual([]); // Miniflare downloads its own
      return;
    }
    const [shim, ...others] = writeMiniflareShims("/opt/some/chromium", { XDG_CACHE_HOME: cache });
    expect(others).toEqual([]);
    expect(shim).toMatch(new RegExp(`^${cache}/\\.wrangler/chrome/linux(_arm)?-[0-9.]+/chrome-linux64/chrome$`));
    const script = readFileSync(shim!, "utf8");
    expect(script).toContain('exec "/opt/some/chromium" --no-sandbox --no-zygote');
    expect(script).toContain('"$@"');
    expect(statSync(shim!).mode & 0o111).not.toBe(0);
    expect(existsSync(join(shim!, "../../.miniflare-install-complete"))).toBe(true);

    const written = statSync(shim!).mtimeMs;
    writeMiniflareShims("/opt/some/chromium", { XDG_CACHE_HOME: cache });
    expect(statSync(shim!).mtimeMs).toBe(written);
    writeMiniflareShims("/elsewhere/chromium", { XDG_CACHE_HOME: cache });
    expect(readFileSync(shim!, "utf8")).toContain('exec "/elsewhere/chromium"');
  });
});
