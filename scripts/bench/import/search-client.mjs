// The import bench's searcher, run in a process of its own as a visitor's browser would be: a search's time is what
// its caller waits for, not also the turns it would wait for in the services' own event loop, which the import keeps
// busy (reading and checking rows) between its batches. Plain JavaScript, so it starts without a TypeScript loader.
// Asked over IPC for { base, keywords: string[] }, it answers the milliseconds of each search, made one after another.

async function search(base, keywords) {
  const res = await fetch(`${base}/fold31-search/doc-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keywords, maxCount: 20 }),
  });
  if (!res.ok) throw new Error(`search ${res.status}`);
  await res.json();
}

process.on('message', async ({ base, keywords }) => {
  try {
    const times = [];
    for (const k of keywords) {
      const t = performance.now();
      await search(base, k);
      times.push(performance.now() - t);
    }
    process.send({ times });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
