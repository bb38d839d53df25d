/**
 * Many readers or one writer over a project's database file: queries share it, an import that
 * reopens the file takes it alone. A writer waiting blocks new readers, so imports are not starved.
 */
export class ProjectLock {
  private users = 0;
  private drained: (() => void) | null = null;
  private writer: Promise<void> | null = null;

  async shared<T>(work: () => Promise<T>): Promise<T> {
    while (this.writer) await this.writer;
    this.users++;
    try {
      return await work();
    } finally {
      if (--this.users === 0) this.drained?.();
    }
  }

  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    while (this.writer) await this.writer;
    let release!: () => void;
    this.writer = new Promise((resolve) => {
      release = resolve;
    });
    try {
      if (this.users > 0)
        await new Promise<void>((resolve) => {
          this.drained = resolve;
        });
      this.drained = null;
      return await work();
    } finally {
      this.writer = null;
      release();
    }
  }
}
