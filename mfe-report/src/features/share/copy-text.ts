/** Where text is copied to; tests replace `writeText`. */
export const clipboard = {
  async writeText(text: string): Promise<void> {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
  },
};

/** Copy `text`; resolves whether it worked (spec §8 'copied successfully' / copy failed). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
