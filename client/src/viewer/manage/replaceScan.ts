/**
 * Replaces a page's scan (`POST /staff/images/{imageId}/scan`, the file itself as the body): answered like a
 * payload, with the refusal's message as a user error.
 */
export async function replaceScan(imageId: number, file: File): Promise<{ userErrors: { message: string }[] }> {
  const response = await fetch(`/staff/images/${imageId}/scan`, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  if (response.ok) return { userErrors: [] };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { userErrors: [{ message: body.message ?? 'The scan could not be replaced. Please try again.' }] };
}
