import fs from 'node:fs';
import path from 'node:path';

/**
 * Development's messages as files of their own under `dir` (the mailer's .eml files, the texts' .txt files): the
 * folder is made once per writer (decision 128), and again after a failed write, as it may have been removed meanwhile.
 *
 * NOTE: written synchronously (decision 136). The promise API's open, write and close each go through the thread
 * pool, one after another, and their hand-offs cost the messages worker three to five times the CPU of the write itself
 * (about 0.7 ms a file here, as much as composing a text); written at once, a small file holds the event loop for a
 * tenth of a millisecond or so, less than composing its message did. Production sends over SMTP and Twilio instead.
 */
export function messageFiles(dir: string): { write(name: string, content: string | Buffer): void } {
  let isDirMade = false;
  return {
    write(name, content) {
      try {
        if (!isDirMade) {
          fs.mkdirSync(dir, { recursive: true });
          isDirMade = true;
        }
        fs.writeFileSync(path.join(dir, name), content);
      } catch (error) {
        isDirMade = false;
        throw error;
      }
    },
  };
}
