import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("shares one fetch between the loader that warms a chunk and the component that renders it", async () => {
    const fetchChunk = vi.fn(async () => ({ default: "chunk" }));
    const load = loadOnce(fetchChunk);
    const [warmed, rendered] = await Promise.all([load(), load()]);
    expect(rendered).toBe(warmed);
    await load();
    expect(fetchChunk).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch instead of remembering the failure", async () => {
    const fetchChunk = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("chunk");
    const load = loadOnce(fetchChunk);
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toBe("chunk");
    expect(fetchChunk).toHaveBeenCalledTimes(2);
  });
});
