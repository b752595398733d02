import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { LOAD_TESTS_DIST } from './children.js';
import { withTimeout } from './clock.js';
import type { WorkerReply, WorkerRequest } from './worker-protocol.js';

const VIEWER_NICENESS = 10;

/** A forked viewer process (client-worker.js), asked over IPC with structured-clone serialization. */
export class ClientWorker {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: WorkerReply) => void>();
  readonly process: ChildProcess;

  constructor(readonly name: string) {
    this.process = fork(join(LOAD_TESTS_DIST, 'client-worker.js'), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Viewers stand in for devices elsewhere: on this one machine they yield the CPU to the server under test (and to
    // the floor server alike), so their bursts of parsing do not show up as server stalls.
    if (this.process.pid) setPriority(this.process.pid, VIEWER_NICENESS);
    this.process.on('message', (message: { id: number; reply: WorkerReply }) => {
      this.waiting.get(message.id)?.(message.reply);
      this.waiting.delete(message.id);
    });
  }

  get pid(): number {
    return this.process.pid!;
  }

  async ask<R extends WorkerReply = WorkerReply>(request: WorkerRequest, maxMs = 120_000): Promise<R> {
    const id = this.nextId++;
    const reply = new Promise<WorkerReply>((resolve) => this.waiting.set(id, resolve));
    this.process.send({ id, request });
    const answer = await withTimeout(reply, maxMs, `${this.name} ${request.op}`);
    if (!answer.ok) throw new Error(`${this.name} ${request.op}: ${(answer as { error: string }).error}`);
    return answer as R;
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    try {
      this.process.send({ id: 0, request: { op: 'exit' } });
    } catch {
      // already disconnected
    }
    const killer = setTimeout(() => this.process.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  }
}
