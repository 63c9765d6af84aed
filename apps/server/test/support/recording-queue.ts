import type { JobEnvelope, JobQueue } from '../../src/jobs/queue/job-queue.ts';

export interface RecordingQueue extends JobQueue {
  sent: { name: string; data: JobEnvelope }[];
}

/** A job queue that only records what was sent (route tests; the real queue has its own tests). */
export function createRecordingQueue(): RecordingQueue {
  const sent: { name: string; data: JobEnvelope }[] = [];
  return {
    sent,
    start: async () => {},
    stop: async () => {},
    ensureQueue: async () => {},
    async send(name, data) {
      sent.push({ name, data });
      return `job-${sent.length}`;
    },
    work: async () => {},
    cancel: async () => {},
    wake: () => {},
  };
}
