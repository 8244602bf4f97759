import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface BackgroundWork {
  /** Starts `task` without holding the answer back; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended: shutdown waits for them, tests read what they wrote. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/**
 * Work an answer must not wait for, such as sending a mail: an answer that waited would take
 * longer for a known address than for an unknown one, and tell which addresses have accounts.
 */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<unknown>>();
  const background: BackgroundWork = {
    run(name, task) {
      const work = Promise.resolve()
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  app.decorate('background', background);
  app.addHook('onClose', () => background.idle());
});
