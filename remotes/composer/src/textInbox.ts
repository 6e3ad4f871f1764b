/**
 * Texts for a composer that is already open, arriving from outside (a later `message` query, spec §2).
 * They wait here until a form takes them, so one that comes while the composer is minimized or showing
 * the drafts list is not lost.
 */
export class TextInbox {
  private texts: string[] = [];
  private readonly listeners = new Set<() => void>();

  post(text: string): void {
    if (text === '') return;
    this.texts.push(text);
    this.listeners.forEach((listener) => listener());
  }

  /** The waiting texts, oldest first; the inbox is empty afterwards. */
  take(): string[] {
    const texts = this.texts;
    this.texts = [];
    return texts;
  }

  /** Calls `listener` at once if texts wait, then whenever one arrives. Returns the unsubscribe. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.texts.length > 0) listener();
    return () => {
      this.listeners.delete(listener);
    };
  }
}
